// `T::from_str_radix(text, radix)` by std's own parse: hex colours through `?` into a
// `Box<dyn Error>`, binary and octal, std's `ParseIntError` values; a radix outside `2..=36` panics
// where core does.
use std::num::ParseIntError;
fn hex(s: &str) -> Result<u32, ParseIntError> {
    let v = u32::from_str_radix(s.trim_start_matches("0x"), 16)?;
    Ok(v)
}
fn color(s: &str) -> Result<(u8, u8, u8), Box<dyn std::error::Error>> {
    let r = u8::from_str_radix(&s[1..3], 16)?;
    let g = u8::from_str_radix(&s[3..5], 16)?;
    let b = u8::from_str_radix(&s[5..7], 16)?;
    Ok((r, g, b))
}
fn main() {
    println!("{:?} {:?}", hex("0xff"), hex("zz"));
    println!("{:?}", color("#ff8000"));
    match color("#ggg000") {
        Ok(c) => println!("{c:?}"),
        Err(e) => println!("error: {e}"),
    }
    let bits = i64::from_str_radix("-101", 2).unwrap();
    let n: usize = usize::from_str_radix("777", 8).unwrap();
    println!("{bits} {n} {}", u64::from_str_radix("zz", 36).unwrap() + 1);
    let radix = if std::env::args().count() > 5 { 10 } else { 40 };
    println!("{:?}", u32::from_str_radix("10", radix));
}
