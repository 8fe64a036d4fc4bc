// rustc: E0506
// The `filter` adapter kept in `big` holds `above`, which borrows `limit`.
fn main() {
    let v = vec![1, 2, 3];
    let mut limit = 1;
    let above = |x: &&i32| **x > limit;
    let big = v.iter().filter(above);
    limit += 1;
    println!("{} {}", big.count(), limit);
}
