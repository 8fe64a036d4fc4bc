// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    println!("{:?} {:?}", v, v.pop());
}
