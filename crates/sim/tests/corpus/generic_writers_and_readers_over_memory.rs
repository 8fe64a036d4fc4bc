// Generic writers and readers as tutorials pass them: one `W: Write` function given a `Vec<u8>`,
// a `BufWriter<File>` and stdout's lock; an `impl Read` parameter given a `Cursor` over a
// `Vec<u8>` that was written to (bufscope stopped at that `Cursor::new`) and a `&[u8]` (it
// stopped at the slice's `read`), each read in 4-byte steps until it ends.
use std::fs::File;
use std::io::{self, BufWriter, Cursor, Read, Write};

fn log<W: Write>(w: &mut W, tag: &str, n: u32) -> io::Result<usize> {
    let line = format!("[{tag}] {n}\n");
    w.write_all(line.as_bytes())?;
    Ok(line.len())
}

fn copy_upper(mut r: impl Read, w: &mut impl Write) -> io::Result<u64> {
    let mut buf = [0u8; 4];
    let mut total = 0;
    loop {
        let n = r.read(&mut buf)?;
        if n == 0 { break; }
        let up: Vec<u8> = buf[..n].iter().map(|b| b.to_ascii_uppercase()).collect();
        w.write_all(&up)?;
        total += n as u64;
    }
    Ok(total)
}

fn main() -> io::Result<()> {
    let mut mem: Vec<u8> = Vec::new();
    let a = log(&mut mem, "mem", 1)?;
    let mut file = BufWriter::new(File::create("x.log")?);
    let b = log(&mut file, "file", 2)?;
    let stdout = io::stdout();
    let mut lock = stdout.lock();
    let c = log(&mut lock, "out", 3)?;
    drop(lock);
    let copied = copy_upper(Cursor::new(mem.clone()), &mut io::stdout())?;
    let copied2 = copy_upper(&b"tail bytes"[..], &mut io::stderr())?;
    file.flush()?;
    eprintln!();
    println!("{a} {b} {c} {copied} {copied2} {:?}", String::from_utf8_lossy(&mem));
    Ok(())
}
