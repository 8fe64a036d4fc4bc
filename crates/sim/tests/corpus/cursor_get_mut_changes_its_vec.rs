// A cursor's `get_mut()` is its `Vec`, changed where the cursor keeps it (the reuse-a-buffer
// pattern: clear, rewind, write again), and a `Vec` writer's own methods change what it wrote.
use std::io::{Cursor, Write};
fn main() -> std::io::Result<()> {
    let mut c = Cursor::new(Vec::new());
    for round in 0..3 {
        c.get_mut().clear();
        c.set_position(0);
        write!(c, "round {round}")?;
        c.get_mut().extend_from_slice(b"!");
        println!("{} {} {:?}", c.get_ref().len(), c.position(), String::from_utf8_lossy(c.get_ref()));
    }
    let mut v = Vec::new();
    write!(v, "abc")?;
    v.truncate(2);
    v.push(b'Z');
    println!("{v:?} {}", v.len());
    let mut w = Vec::new();
    let mut c = Cursor::new(&mut w);
    write!(c, "12345")?;
    c.get_mut().truncate(2);
    println!("{}", c.position());
    write!(c, "x")?;
    println!("{:?}", w);
    Ok(())
}
