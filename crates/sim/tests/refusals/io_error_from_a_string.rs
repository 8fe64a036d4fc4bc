// rustc: E0277
use std::io::Error;

fn fail(why: String) -> Result<(), Error> {
    Err(Error::from(why))
}

fn main() {
    println!("{:?}", fail(String::from("no")));
}
