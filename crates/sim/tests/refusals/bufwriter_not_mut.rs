// rustc: E0596
let w = BufWriter::new(File::create("out.txt")?);
w.write_all(b"hello\n")?;
