// rustc: E0277
fn main() {
    let lines = vec![1, 2, 3];
    let copy = Vec::from(&lines);
    println!("{copy:?}");
}
