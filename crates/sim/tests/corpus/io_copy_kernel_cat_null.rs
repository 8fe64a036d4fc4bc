// `cat` with io::copy into /dev/null: a character device, so no copy_file_range; sendfile
// takes the whole file.
// bufscope: input in.txt=text:27019
// bufscope: stdout=null
use std::fs::File;
use std::io;

fn main() -> io::Result<()> {
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut io::stdout().lock())?;
    eprintln!("copied {n}");
    Ok(())
}
