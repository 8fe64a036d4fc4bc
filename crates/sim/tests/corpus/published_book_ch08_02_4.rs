// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
fn main() {
    let mut s = String::from("foo");
    s.push_str("bar");
}
