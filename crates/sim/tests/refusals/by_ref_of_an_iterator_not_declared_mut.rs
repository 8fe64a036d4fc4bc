// rustc: E0596
// `by_ref()` borrows the iterator mutably: its variable must be `mut`.
fn main() {
    let it = "a b c".split(' ');
    let two: Vec<&str> = it.by_ref().take(2).collect();
    println!("{:?}", two);
}
