// io::copy between files: copy_file_range into a new file; into an O_APPEND file it fails
// (EBADF), then sendfile fails (EINVAL) and the read/write loop copies; a file already read
// to its end makes copy_file_range return 0 at once, then sendfile returns 0; an empty file
// is not worth a kernel copy (one read); stderr on a terminal takes sendfile.
// bufscope: input in.txt=text:27019
// bufscope: input empty.txt=text:0
// bufscope: stdout=file stderr=terminal
use std::fs::{File, OpenOptions};
use std::io;

fn main() -> io::Result<()> {
    let mut f = File::open("in.txt")?;
    let mut out = File::create("copy.txt")?;
    let n = io::copy(&mut f, &mut out)?;
    eprintln!("new file {n}");
    let mut log = OpenOptions::new().append(true).open("copy.txt")?;
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut log)?;
    eprintln!("appended {n}");
    let n = io::copy(&mut f, &mut out)?;
    eprintln!("at the end {n}");
    let mut e = File::open("empty.txt")?;
    let n = io::copy(&mut e, &mut io::stdout().lock())?;
    eprintln!("empty {n}");
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stderr().lock())?;
    eprintln!("to stderr {n}");
    Ok(())
}
