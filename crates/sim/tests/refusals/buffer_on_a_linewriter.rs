// rustc: E0599
let mut w = LineWriter::new(File::create("out.txt")?);
w.write_all(b"partial")?;
println!("{}", w.buffer().len());
