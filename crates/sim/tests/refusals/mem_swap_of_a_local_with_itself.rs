// rustc: E0499
fn main() {
    let mut v = vec![1];
    std::mem::swap(&mut v, &mut v);
    println!("{:?}", v);
}
