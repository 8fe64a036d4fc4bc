// rustc: E0277
// `?` converts an error with `From`: `String` comes from `&str`, `&String` and `char`, not
// from a number.
fn parse(text: &str) -> Result<u32, String> {
    let code: Result<u32, u8> = if text.is_empty() { Err(1) } else { Ok(2) };
    let n = code?;
    Ok(n)
}

fn main() {
    println!("{:?}", parse("x"));
}
