// rustc: E0505
let mut w = BufWriter::new(File::create("out.txt")?);
w.write_all(b"abc")?;
let file = w.get_ref();
drop(w);
file.sync_all()?;
