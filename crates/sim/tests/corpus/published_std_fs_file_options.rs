// Source: https://doc.rust-lang.org/std/fs/struct.File.html#method.options
// bufscope: input example.log="old line\n"
use std::fs::File;
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut f = File::options().append(true).open("example.log")?;
    writeln!(&mut f, "new line")?;
    Ok(())
}
