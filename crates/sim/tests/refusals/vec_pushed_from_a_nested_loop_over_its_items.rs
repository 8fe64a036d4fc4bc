// rustc: E0502
// The outer loop's iterator still borrows `lines` when the inner loop pushes.
fn main() {
    let mut lines = vec![String::from("a b")];
    for line in lines.iter() {
        for word in line.split_whitespace() {
            lines.push(word.to_string());
        }
    }
}
