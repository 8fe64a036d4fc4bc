// `cat` with io::copy into a file (`> out`): two regular files, so copy_file_range in 1 GiB
// steps until it returns 0. Unlocked `Stdout` is not one of std's kernel-copy writers: the
// same copy through `io::stdout()` reads and writes 8 KiB at a time through its LineWriter.
// bufscope: input in.txt=text:27019
// bufscope: stdout=file
use std::fs::File;
use std::io;

fn main() -> io::Result<()> {
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stdout().lock())?;
    eprintln!("locked {n}");
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stdout())?;
    eprintln!("unlocked {n}");
    Ok(())
}
