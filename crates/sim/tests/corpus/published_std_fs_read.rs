// Source: https://doc.rust-lang.org/std/fs/fn.read.html
// bufscope: input image.jpg="\xFF\xD8\xFF\xE0\x00\x10JFIF"
use std::fs;

fn main() -> Result<(), Box<dyn std::error::Error + 'static>> {
    let data: Vec<u8> = fs::read("image.jpg")?;
    assert_eq!(data[0..3], [0xFF, 0xD8, 0xFF]);
    Ok(())
}
