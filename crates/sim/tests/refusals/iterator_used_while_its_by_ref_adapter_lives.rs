// rustc: E0499
// What `by_ref()` made borrows the iterator mutably while it lives: `next` on it meanwhile
// is a second mutable borrow.
fn main() {
    let mut it = "a b c".split(' ');
    let first = it.by_ref().take(2);
    it.next();
    println!("{}", first.count());
}
