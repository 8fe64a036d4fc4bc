// rustc: E0061
let f = File::create("out.txt")?;
let mut w = BufWriter::with_capacity(f);
w.flush()?;
