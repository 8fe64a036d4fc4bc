// rustc: E0277
// A struct of the script's own has no `FromIterator` impl: `collect` cannot build it.
struct Totals {
    sum: u64,
}

fn main() {
    let totals: Totals = [1u64, 2, 3].iter().map(|n| n * 2).collect();
    println!("{}", totals.sum);
}
