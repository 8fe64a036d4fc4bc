// rustc: E0283
// An operator picks no impl for a `sum` whose type nothing has settled: `1 + s` does not
// make `s` an integer.
fn main() {
    let v = vec![1u32, 2];
    let s = v.iter().sum();
    println!("{}", 1 + s);
}
