// `cat` with io::copy to a terminal: std asks both fds what they are (statx), flushes the
// partial line stdout holds, then sendfile moves the file to the terminal until it returns 0.
// bufscope: input in.txt=text:27019
// bufscope: stdout=terminal
use std::fs::File;
use std::io;

fn main() -> io::Result<()> {
    print!("start: ");
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stdout().lock())?;
    eprintln!("copied {n}");
    Ok(())
}
