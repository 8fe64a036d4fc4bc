// rustc: E0277
// `fmt::Write` fails with `fmt::Error`, which `?` cannot turn into an `io::Error`.
use std::fmt::Write;

fn main() -> std::io::Result<()> {
    let mut s = String::new();
    write!(s, "{}", 5)?;
    println!("{s}");
    Ok(())
}
