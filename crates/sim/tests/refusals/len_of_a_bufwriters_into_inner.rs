// rustc: E0599
let mut c = Cursor::new(Vec::new());
c.write_all(b"bytes")?;
let from_cursor = c.into_inner();
let w = BufWriter::new(Vec::new());
let from_writer = w.into_inner();
println!("{} {}", from_cursor.len(), from_writer.len());
