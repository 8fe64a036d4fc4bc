// Source: https://doc.rust-lang.org/book/ch09-02-recoverable-errors-with-result.html
use std::fs::File;

fn main() {
    let greeting_file = File::open("hello.txt").unwrap();
}
