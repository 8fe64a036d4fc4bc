// Source: https://doc.rust-lang.org/book/ch09-02-recoverable-errors-with-result.html (Listing 9-12)
// bufscope: input hello.txt="Hello, Ferris!\n"
use std::error::Error;
use std::fs::File;

fn main() -> Result<(), Box<dyn Error>> {
    let greeting_file = File::open("hello.txt")?;

    Ok(())
}
