// rustc: E0599
let mut r = BufReader::new(File::open("data.txt")?);
r.write_all(b"x")?;
