// rustc: E0597
// `first` returns `&'a str`: the word borrows the text the struct borrows, not the struct,
// so it may outlive the struct but not the text.
struct Words<'a> {
    text: &'a str,
}

impl<'a> Words<'a> {
    fn first(&self) -> &'a str {
        self.text.split(' ').next().unwrap_or("")
    }
}

fn main() {
    let word;
    {
        let text = String::from("one two");
        let words = Words { text: &text };
        word = words.first();
    }
    println!("{word}");
}
