// rustc: E0106
// Two borrowed parameters and a borrowed result: which one does the result borrow from?
// Elision cannot tell, so rustc asks for a lifetime parameter.
fn longer(first: &str, second: &str) -> &str {
    if first.len() >= second.len() {
        first
    } else {
        second
    }
}

fn main() {
    println!("{}", longer("buffered", "raw"));
}
