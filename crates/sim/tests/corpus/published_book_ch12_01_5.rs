// Source: https://doc.rust-lang.org/book/ch12-01-accepting-command-line-arguments.html
// bufscope: args=needle haystack
use std::env;

fn main() {
    let args: Vec<String> = env::args().collect();

    let query = &args[1];
    let file_path = &args[2];

    println!("Searching for {query}");
    println!("In file {file_path}");
}
