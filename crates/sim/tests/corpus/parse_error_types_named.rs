// `std::num::ParseIntError` and `ParseFloatError` written as types: std's own errors of
// `str::parse`, for any integer type, returned through `?` and `return Err(e)`, boxed as
// `dyn Error`, and printed with Display and Debug to stdout and stderr.
// bufscope: input sizes.txt="512\n70000\n-3\nabc\n\n"
use std::error::Error;
use std::fs;
use std::num::{ParseFloatError, ParseIntError};

fn block_size(line: &str) -> Result<u16, ParseIntError> {
    let n = line.trim().parse::<u16>()?;
    Ok(n * 2)
}

fn ratio(text: &str) -> Result<f64, ParseFloatError> {
    match text.parse::<f64>() {
        Ok(x) => Ok(x / 4.0),
        Err(e) => return Err(e),
    }
}

fn first_count(text: &str) -> Result<usize, Box<dyn Error>> {
    let n: usize = text.parse()?;
    Ok(n)
}

fn main() {
    let text = fs::read_to_string("sizes.txt").unwrap();
    for line in text.lines() {
        match block_size(line) {
            Ok(size) => println!("{line:>6} -> {size}"),
            Err(e) => eprintln!("{line:>6} -> {e} / {e:?}"),
        }
    }
    let errors: Vec<ParseIntError> = text.lines().filter_map(|l| l.parse::<i8>().err()).collect();
    println!("{} errors, first {:?}", errors.len(), errors[0]);
    println!("{:?} {:?}", ratio("2.5"), ratio("x1"));
    match first_count("-1") {
        Ok(n) => println!("{n}"),
        Err(e) => println!("boxed: {e}"),
    }
}
