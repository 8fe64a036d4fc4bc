// rustc: E0277
// Running totals from `scan` only go forwards.
fn main() {
    let totals: Vec<i32> = [1, 2, 3].iter().scan(0, |sum, &x| { *sum += x; Some(*sum) }).rev().collect();
    println!("{:?}", totals);
}
