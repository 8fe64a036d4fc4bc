// `cat` with io::copy into a pipe: a file's pages must not sit in a pipe, so std uses neither
// sendfile nor splice; after the two statx calls it is the 8 KiB read/write loop, through
// stdout's LineWriter (which writes up to the last newline and keeps the rest).
// bufscope: input in.txt=text:27019
// bufscope: stdout=pipe
use std::fs::File;
use std::io;

fn main() -> io::Result<()> {
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stdout().lock())?;
    eprintln!("copied {n}");
    Ok(())
}
