// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    v.extend(v.iter().map(|x| x + 1));
    println!("{:?}", v);
}
