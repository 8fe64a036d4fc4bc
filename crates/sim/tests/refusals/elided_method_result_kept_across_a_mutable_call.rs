// rustc: E0502
// `rest(&self) -> &str` elides its lifetime from `&self`: the result borrows the struct
// itself, which `advance(&mut self)` then borrows mutably while the result is still read.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn advance(&mut self) {
        self.at += 1;
    }
}

fn main() {
    let text = String::from("abc");
    let mut r = Reader { text: &text, at: 0 };
    let rest = r.rest();
    r.advance();
    println!("{rest}");
}
