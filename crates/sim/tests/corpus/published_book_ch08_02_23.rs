// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
#![allow(unused)]
fn main() {
for b in "Зд".bytes() {
    println!("{b}");
}
}
