// rustc: E0502
// A variable named inside a format string is read where its name is written: rustc points
// there, past the tab's escape, while a mutable borrow of it is still in use.
fn main() {
    let mut count = 0;
    let total = &mut count;
    println!("count:\t{count}");
    *total += 1;
}
