// rustc: E0277
use std::num::ParseIntError;

fn ratio(text: &str) -> Result<f64, ParseIntError> {
    let x = text.parse::<f64>()?;
    Ok(x)
}

fn main() {
    println!("{:?}", ratio("3"));
}
