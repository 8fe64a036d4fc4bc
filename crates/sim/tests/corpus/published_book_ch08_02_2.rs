// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
fn main() {
    let s = String::from("initial contents");
}
