// rustc: E0277
let mut w = BufWriter::new(File::create("out.txt"));
w.write_all(b"hello\n")?;
