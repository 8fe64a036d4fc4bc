// rustc: E0596
// Calling a closure that changes what it captured borrows the closure mutably.
fn main() {
    let mut total = 0;
    let add = |n: i32| total += n;
    add(5);
    println!("{total}");
}
