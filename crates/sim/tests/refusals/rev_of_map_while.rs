// rustc: E0277
// `map_while` only goes forwards: `MapWhile` is no `DoubleEndedIterator`.
fn main() {
    let fields = ["3", "4", "x", "5"];
    let numbers: Vec<u32> = fields.iter().map_while(|s| s.parse().ok()).rev().collect();
    println!("{:?}", numbers);
}
