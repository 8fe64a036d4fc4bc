// rustc: E0502
// A struct literal holds what its fields borrow.
struct Line<'a> {
    text: &'a str,
    number: usize,
}

fn main() {
    let mut text = String::from("first line");
    let line = Line { text: &text, number: 1 };
    text.clear();
    println!("{}: {}", line.number, line.text);
}
