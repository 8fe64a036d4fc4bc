// `io::ErrorKind` variants as patterns of `match e.kind()`, with `|`, a guard and `_`; an
// open that fails, a create_new on an existing file, and one that succeeds.
use std::fs::{File, OpenOptions};
use std::io::{self, ErrorKind, Write};
// bufscope: input taken.txt="x"

fn describe(result: io::Result<File>) -> &'static str {
    match result {
        Ok(_) => "opened",
        Err(e) => match e.kind() {
            ErrorKind::NotFound => "missing",
            ErrorKind::AlreadyExists | ErrorKind::PermissionDenied => "refused",
            kind if kind == ErrorKind::Interrupted => "interrupted",
            _ => "other",
        },
    }
}

fn main() -> io::Result<()> {
    println!("{}", describe(File::open("nope.txt")));
    println!("{}", describe(OpenOptions::new().write(true).create_new(true).open("taken.txt")));
    let mut made = File::create("new.txt")?;
    made.write_all(b"ok\n")?;
    println!("{}", describe(File::open("new.txt")));
    Ok(())
}
