// rustc: E0308
use std::str::FromStr;

fn main() {
    let port = u16::from_str(8080);
    println!("{:?}", port);
}
