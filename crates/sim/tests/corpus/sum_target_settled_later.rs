// `sum()` and `product()` whose target is settled after the call, as rustc settles it: a
// closure's return type named by the `collect` that follows, a `let` with a type that takes
// the result later. Each line is one `write` (stdout is a line-buffered terminal here).
fn main() {
    let words = vec!["abc", "hello", "xyz"];
    let scores = words
        .iter()
        .map(|w| w.chars().map(|c| c as u32).sum())
        .collect::<Vec<u32>>();
    println!("{:?}", scores);
    let rows = vec![vec![1.5f64, 2.0], vec![-0.5, 4.0]];
    let products: Vec<f64> = rows.iter().map(|r| r.iter().product()).collect();
    println!("{:?}", products);
    let byte_sums: Vec<u64> = words.iter().map(|w| w.bytes().map(|b| b as u64).sum()).collect();
    println!("{:?}", byte_sums);
    let total = scores.iter().sum();
    let kept: u32 = total;
    println!("{}", kept);
}
