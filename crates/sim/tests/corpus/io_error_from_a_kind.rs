// `io::Error::from(kind)` and `kind.into()`: std's `From<ErrorKind> for io::Error`, an error
// of that kind with no message of its own (`Display` gives the kind's description, `Debug`
// gives `Kind(…)`, `raw_os_error` none), returned by a writer of the script's own under a
// `BufWriter`, and by `main` through `?`; `From::from(kind)` where an `io::Error` is expected
// is the same conversion; `io::Error::from` of an `io::Error` keeps it.
use std::io::{self, BufWriter, ErrorKind, Write};

struct Pipe {
    open_for: usize,
    taken: Vec<u8>,
}

impl Write for Pipe {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.open_for == 0 {
            return Err(io::Error::from(ErrorKind::BrokenPipe));
        }
        self.open_for -= 1;
        self.taken.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        if self.taken.is_empty() {
            Err(ErrorKind::WriteZero.into())
        } else {
            Ok(())
        }
    }
}

fn check(n: i32) -> io::Result<i32> {
    match n {
        0 => Err(ErrorKind::InvalidInput.into()),
        1 => Err(io::Error::from(io::ErrorKind::NotFound)),
        _ => Ok(n),
    }
}

fn main() -> io::Result<()> {
    let mut empty = Pipe { open_for: 0, taken: Vec::new() };
    let e = empty.flush().unwrap_err();
    println!("flush: {e} / {e:?} / {:?}", e.kind());
    let mut w = BufWriter::with_capacity(8, Pipe { open_for: 2, taken: Vec::new() });
    for word in ["alpha ", "beta ", "gamma ", "delta "] {
        match w.write_all(word.as_bytes()) {
            Ok(()) => println!("took {word:?}"),
            Err(e) => println!("{word:?}: {e} ({:?}) raw {:?}", e.kind(), e.raw_os_error()),
        }
    }
    println!("taken {} bytes, {} waiting", w.get_ref().taken.len(), w.buffer().len());
    let same = io::Error::from(io::Error::from(ErrorKind::Interrupted));
    println!("{same:?} {}", same.kind() == ErrorKind::Interrupted);
    let eof: io::Error = From::from(ErrorKind::UnexpectedEof);
    println!("{eof} {eof:?}");
    for n in [2, 0, 1] {
        match check(n) {
            Ok(v) => println!("ok {v}"),
            Err(e) => println!("err {e}: {e:?}"),
        }
    }
    check(1)?;
    println!("unreachable");
    Ok(())
}
