// rustc: E0596
// `find` borrows the iterator mutably: its variable must be `mut`.
fn main() {
    let v = vec![1, 2, 3];
    let it = v.iter();
    println!("{:?}", it.find(|x| **x > 1));
}
