// rustc: E0593
fn main() {
    let text = "aab";
    println!("{}", text.trim_matches(|a: char, b: char| a == b));
}
