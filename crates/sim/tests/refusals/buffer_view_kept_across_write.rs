// rustc: E0502
let mut w = BufWriter::new(File::create("out.txt")?);
w.write_all(b"abc")?;
let waiting = w.buffer();
w.write_all(b"def")?;
println!("{}", waiting.len());
