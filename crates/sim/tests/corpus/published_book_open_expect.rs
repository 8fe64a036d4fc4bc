// Source: https://doc.rust-lang.org/book/ch09-02-recoverable-errors-with-result.html
// bufscope: input hello.txt="Hello, Ferris!\n"
use std::fs::File;

fn main() {
    let greeting_file = File::open("hello.txt")
        .expect("hello.txt should be included in this project");
}
