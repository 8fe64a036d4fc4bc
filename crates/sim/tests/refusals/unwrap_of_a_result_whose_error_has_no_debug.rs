// rustc: E0277
// `unwrap` prints the error with `Debug` when it panics: an error type of the script's own
// without `#[derive(Debug)]` cannot be unwrapped.
enum ParseProblem {
    Empty,
    NotANumber,
}

fn parse(text: &str) -> Result<u32, ParseProblem> {
    if text.is_empty() {
        return Err(ParseProblem::Empty);
    }
    text.trim().parse().map_err(|_| ParseProblem::NotANumber)
}

fn main() {
    let n = parse("42").unwrap();
    println!("{n}");
}
