// rustc: E0283
// The closure's return type is the `sum`'s target; `max` does not name it.
fn main() {
    let rows = vec![vec![1u32], vec![2]];
    let best = rows.iter().map(|r| r.iter().sum()).max();
    println!("{:?}", best);
}
