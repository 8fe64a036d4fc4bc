// rustc: E0502
// The item `next()` gives borrows the string the iterator splits (not the iterator): the
// string cannot change while the item is used.
fn main() {
    let mut s = String::from("a b");
    let mut parts = s.split_whitespace();
    let a = parts.next();
    s.push('c');
    println!("{:?}", a);
}
