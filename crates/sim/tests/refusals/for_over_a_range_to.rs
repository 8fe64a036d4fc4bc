// rustc: E0277
// `..n` has no start: a `RangeTo` is not an iterator (a loop needs `0..n`).
fn main() {
    let lines = 3;
    for i in ..lines {
        println!("line {i}");
    }
}
