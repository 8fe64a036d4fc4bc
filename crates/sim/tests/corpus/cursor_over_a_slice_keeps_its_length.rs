// A cursor over a slice or an array writes what fits: `write` says how much, `write_all`
// fails with `WriteZero`, and the bytes land in the borrowed slice.
use std::io::{Cursor, Read, Write};

fn main() -> std::io::Result<()> {
    let mut arr = [0u8; 4];
    let mut c = Cursor::new(&mut arr[..]);
    let n = c.write(b"123456")?;
    println!("{n} {}", c.position());
    let e = c.write_all(b"z");
    println!("{e:?}");
    println!("{arr:?}");

    let mut buf = [b'.'; 8];
    let n = Cursor::new(&mut buf[2..6]).write(b"XYZWVU")?;
    println!("{n} {}", String::from_utf8_lossy(&buf));

    let mut owned = Cursor::new([0u8; 3]);
    let n = owned.write(b"xyzw")?;
    let r = owned.write(b"q");
    println!("{n} {r:?} {:?}", owned.into_inner());

    let mut data = *b"hello";
    let mut r = Cursor::new(&mut data[..]);
    let mut s = String::new();
    r.read_to_string(&mut s)?;
    println!("{s}");
    Ok(())
}
