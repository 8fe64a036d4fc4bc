// rustc: E0277
// `0..` has no end to start from: a `take` of it cannot be walked backwards.
fn main() {
    let countdown: Vec<u64> = (0..).take(5).rev().collect();
    println!("{:?}", countdown);
}
