// rustc: E0308
use std::io;

fn main() {
    let parsed: Result<u8, String> = io::Result::Ok(3);
    println!("{parsed:?}");
}
