// bufscope: input -="first line\nsecond line\n"
// A trait's methods are callable on its own trait objects, and on a generic parameter it
// bounds, without a `use` of the trait: `r.read(…)` for an `R: std::io::Read`, `w.flush()`
// for a `W: std::io::Write`, and `read` on a `&mut dyn BufRead` (`BufRead: Read`). A slice
// moved along by reborrowing itself (`rest = &mut rest[n..]`) fills the buffer it points into.
fn fill<R: std::io::Read>(reader: &mut R, size: usize) -> std::io::Result<Vec<u8>> {
    let mut buffer = vec![0u8; size];
    let mut rest: &mut [u8] = &mut buffer[..];
    let mut filled = 0;
    while !rest.is_empty() {
        let n = reader.read(rest)?;
        if n == 0 {
            break;
        }
        filled += n;
        rest = &mut rest[n..];
    }
    buffer.truncate(filled);
    Ok(buffer)
}

fn first_bytes(reader: &mut dyn std::io::BufRead) -> std::io::Result<String> {
    let mut head = [0u8; 5];
    let n = reader.read(&mut head)?;
    Ok(String::from_utf8_lossy(&head[..n]).into_owned())
}

fn report<W: std::io::Write>(out: &mut W, label: &str, bytes: &[u8]) -> std::io::Result<()> {
    out.write_all(label.as_bytes())?;
    out.write_all(bytes)?;
    out.write_all(b"\n")?;
    out.flush()
}

fn main() -> std::io::Result<()> {
    let mut stdout = std::io::stdout();
    let mut text: &[u8] = b"abcdefghij";
    let part = fill(&mut text, 4)?;
    report(&mut stdout, "from a slice: ", &part)?;
    let mut stdin = std::io::stdin().lock();
    let head = first_bytes(&mut stdin)?;
    report(&mut stdout, "head of stdin: ", head.as_bytes())?;
    let all = fill(&mut stdin, 64)?;
    report(&mut stdout, "the rest: ", &all)?;
    Ok(())
}
