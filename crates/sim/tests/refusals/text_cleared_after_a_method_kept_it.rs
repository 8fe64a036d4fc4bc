// rustc: E0502
// `reset(&mut self, text: &'a str)` keeps its argument in the struct: `b` stays borrowed
// while the struct is used.
struct Scanner<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Scanner<'a> {
    fn reset(&mut self, text: &'a str) {
        self.text = text;
        self.at = 0;
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }
}

fn main() {
    let a = String::from("abc");
    let mut b = String::from("xyz");
    let mut s = Scanner { text: &a, at: 0 };
    s.reset(&b);
    b.clear();
    println!("{:?}", s.peek());
}
