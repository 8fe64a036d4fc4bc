// `transpose` trades an `Option<Result<T, E>>` for a `Result<Option<T>, E>` and back: a reader's
// `lines().next()` read with `?`, a parse of what may be there, and each of a `Result`'s three shapes.
use std::io::{self, BufRead};

fn first_number(text: &str) -> Result<Option<i32>, std::num::ParseIntError> {
    text.split_whitespace().next().map(|w| w.parse::<i32>()).transpose()
}

fn main() -> io::Result<()> {
    let input = "alpha\nbeta\n";
    let mut lines = input.as_bytes().lines();
    let first: Option<String> = lines.next().transpose()?;
    println!("{:?}", first);
    println!("{:?} {:?} {:?}", first_number("12 x"), first_number(""), first_number("x1").is_err());
    let (some, nothing, failed): (Result<Option<i32>, String>, Result<Option<i32>, String>, Result<Option<i32>, String>) =
        (Ok(Some(3)), Ok(None), Err("bad".to_string()));
    let (back, none, err) = (some.transpose(), nothing.transpose(), failed.transpose());
    println!("{:?} {:?} {:?}", back, none, err);
    Ok(())
}
