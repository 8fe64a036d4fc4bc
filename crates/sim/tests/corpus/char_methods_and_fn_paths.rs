// `char` methods over the characters of a line read from a file, called directly and named
// where closures go (`filter(char::is_ascii_digit)` takes `&char`, `map(char::to_digit)` does
// not fit: a closure), and `to_digit` with its radix.
use std::fs;
// bufscope: input id.txt="Ab3 x9-Z\n"

fn main() -> std::io::Result<()> {
    let text = fs::read_to_string("id.txt")?;
    let line = text.trim_end();
    let digits: String = line.chars().filter(char::is_ascii_digit).collect();
    let letters = line.chars().filter(|c| c.is_alphabetic()).count();
    let upper: String = line.chars().map(|c| c.to_ascii_uppercase()).collect();
    let blanks: Vec<bool> = line.chars().map(char::is_whitespace).collect();
    println!("{digits} {letters} {upper} {:?}", blanks);
    let sum: u32 = line.chars().filter_map(|c| c.to_digit(10)).sum();
    let hex: Vec<Option<u32>> = "fG7".chars().map(|c| c.to_digit(16)).collect();
    println!("{sum} {:?}", hex);
    for c in line.chars() {
        let kind = if c.is_ascii_uppercase() {
            "upper"
        } else if c.is_ascii_lowercase() {
            "lower"
        } else if c.is_ascii_punctuation() {
            "punct"
        } else if c.is_numeric() {
            "digit"
        } else {
            "other"
        };
        print!("{kind}:{} ", c.len_utf8());
    }
    println!();
    println!("{}", 'é'.is_alphanumeric() && !'é'.is_ascii() && 'q'.eq_ignore_ascii_case(&'Q'));
    let radix = line.len() as u32 * 5;
    println!("{:?}", 'z'.to_digit(radix));
    Ok(())
}
