// Source: https://doc.rust-lang.org/book/ch09-02-recoverable-errors-with-result.html (Listing 9-4)
use std::fs::File;

fn main() {
    let greeting_file_result = File::open("hello.txt");

    let greeting_file = match greeting_file_result {
        Ok(file) => file,
        Err(error) => panic!("Problem opening the file: {error:?}"),
    };
}
