// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
#![allow(unused)]
fn main() {
for c in "Зд".chars() {
    println!("{c}");
}
}
