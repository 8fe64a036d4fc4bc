// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
#![allow(unused)]
fn main() {
let hello = "Здравствуйте";

let s = &hello[0..4];
}
