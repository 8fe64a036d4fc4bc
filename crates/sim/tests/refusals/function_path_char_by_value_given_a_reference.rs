// rustc: E0631
fn main() {
    let blanks = "a b c".chars().filter(char::is_whitespace).count();
    println!("{blanks}");
}
