// rustc: E0502
fn main() {
    let mut v = vec![1usize, 2, 3];
    v.iter_mut().enumerate().for_each(|(i, x)| *x += v[i]);
    println!("{:?}", v);
}
