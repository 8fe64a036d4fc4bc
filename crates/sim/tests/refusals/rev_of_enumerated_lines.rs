// rustc: E0277
// Numbering lines from the last one: `Lines` does not know how many lines are left.
fn main() {
    let text = "first\nsecond\nthird";
    let numbered: Vec<String> = text.lines().enumerate().map(|(i, l)| format!("{i} {l}")).rev().collect();
    println!("{:?}", numbered);
}
