// Source: https://doc.rust-lang.org/std/io/struct.Stdin.html#method.read_line
// bufscope: input -="Ferris\n"
use std::io;

fn main() {
    let mut input = String::new();
    match io::stdin().read_line(&mut input) {
        Ok(n) => {
            println!("{n} bytes read");
            println!("{input}");
        }
        Err(error) => println!("error: {error}"),
    }
}
