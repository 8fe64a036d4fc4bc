// rustc: E0382
let mut w = BufWriter::new(File::create("out.txt")?);
w.write_all(b"hello\n")?;
let f = w.into_inner()?;
w.flush()?;
f.sync_all()?;
