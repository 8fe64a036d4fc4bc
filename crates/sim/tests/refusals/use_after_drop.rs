// rustc: E0382
let mut w = BufWriter::new(File::create("out.txt")?);
drop(w);
w.write_all(b"too late\n")?;
