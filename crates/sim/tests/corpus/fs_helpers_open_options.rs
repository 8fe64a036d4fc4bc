// bufscope: input poem.txt="one\ntwo\nthree\n"
use std::fs;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};

fn main() -> std::io::Result<()> {
    let s = fs::read_to_string("poem.txt")?;
    let b = fs::read("poem.txt")?;
    fs::write("out.txt", &b)?;
    fs::write("out2.txt", "hello")?;
    let mut f = OpenOptions::new().append(true).create(true).open("log.txt")?;
    f.write_all(b"x\n")?;
    let mut g = File::options().write(true).open("out2.txt")?;
    g.write_all(b"J")?;
    println!("{} {}", s.len(), b.len());
    match fs::read_to_string("missing.txt") {
        Ok(_) => {}
        Err(e) => println!("{e}"),
    }
    let e = OpenOptions::new().read(true).create(true).open("x.txt").unwrap_err();
    println!("{e:?}");
    let e = File::create_new("out2.txt").unwrap_err();
    println!("{e:?} {e}");
    let mut opts = OpenOptions::new();
    opts.read(true);
    let mut again = opts.open("poem.txt")?;
    let mut text = String::new();
    again.read_to_string(&mut text)?;
    print!("{text}");
    Ok(())
}
