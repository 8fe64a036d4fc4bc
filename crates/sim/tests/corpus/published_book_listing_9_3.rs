// Source: https://doc.rust-lang.org/book/ch09-02-recoverable-errors-with-result.html (Listing 9-3)
use std::fs::File;

fn main() {
    let greeting_file_result = File::open("hello.txt");
}
