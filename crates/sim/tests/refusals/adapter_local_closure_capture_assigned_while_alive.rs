// rustc: E0506
// The `filter` adapter kept in `big` holds its closure, which borrows `limit`.
fn main() {
    let v = vec![1, 2, 3];
    let mut limit = 1;
    let big = v.iter().filter(|x| **x > limit);
    limit += 1;
    println!("{} {}", big.count(), limit);
}
