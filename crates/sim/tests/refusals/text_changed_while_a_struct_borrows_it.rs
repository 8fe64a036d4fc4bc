// rustc: E0502
// The struct made by `Words::new(&text)` keeps `text` borrowed while it is used: pushing to
// the text in between is refused.
struct Words<'a> {
    text: &'a str,
}

impl<'a> Words<'a> {
    fn new(text: &'a str) -> Words<'a> {
        Words { text }
    }

    fn count(&self) -> usize {
        self.text.split_whitespace().count()
    }
}

fn main() {
    let mut text = String::from("one two");
    let words = Words::new(&text);
    text.push_str(" three");
    println!("{}", words.count());
}
