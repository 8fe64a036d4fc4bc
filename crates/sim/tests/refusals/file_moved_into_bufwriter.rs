// rustc: E0382
let mut f = File::create("out.txt")?;
let mut w = BufWriter::new(f);
w.write_all(b"buffered\n")?;
f.write_all(b"direct\n")?;
