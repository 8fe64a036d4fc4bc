// `Ok`, `Err` and `Some` named through their type, as std's documentation ends its examples
// (`io::Result::Ok(())`) and as some code spells them out; std's aliases fix the error type.
use std::fmt::Write as _;
use std::io::{self, Write};

fn half(n: u32) -> io::Result<u32> {
    if n % 2 == 0 {
        io::Result::Ok(n / 2)
    } else {
        Result::Err(io::Error::other("odd"))
    }
}

fn label(out: &mut String, n: u32) -> std::fmt::Result {
    write!(out, "<{n}>")?;
    std::fmt::Result::Ok(())
}

fn main() -> std::io::Result<()> {
    let first = Option::Some(3);
    let second: Result<u8, String> = std::result::Result::Ok(4);
    let third: Option<&str> = std::option::Option::Some("five");
    println!("{first:?} {second:?} {third:?}");
    println!("{:?} {:?}", half(10).map_err(|e| e.to_string()), half(7).map_err(|e| e.to_string()));
    let mut text = String::new();
    label(&mut text, 6).expect("a String takes any text");
    writeln!(io::stdout(), "{text}")?;
    std::io::Result::Ok(())
}
