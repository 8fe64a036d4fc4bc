let mut w = BufWriter::new(File::create("out.txt")?);
w.write_all(b"x")?;
let parts = w.into_parts();
let mut file = parts.0;
file.write_all(b"y")?;
let buffered = parts.1.unwrap();
println!("{}", buffered.len());
