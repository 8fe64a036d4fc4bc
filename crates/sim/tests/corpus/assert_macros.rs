// bufscope: stdout=file
// bufscope: stderr=file
use std::fs::File;
use std::io::{Read, Write};

fn main() -> std::io::Result<()> {
    let mut f = File::create("notes.txt")?;
    f.write_all(b"three short words")?;
    let mut text = String::new();
    File::open("notes.txt")?.read_to_string(&mut text)?;
    assert_eq!(text, "three short words");
    assert_ne!(text.len(), 0, "{} is empty", "notes.txt");
    assert!(text.len() > 5, "only {} bytes", text.len());
    println!("checked {} bytes", text.len());
    assert_eq!(text.len(), 17, "the length of {:?}", text);
    Ok(())
}
