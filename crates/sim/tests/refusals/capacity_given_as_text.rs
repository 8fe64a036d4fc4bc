// rustc: E0308
let f = File::create("out.txt")?;
let mut w = BufWriter::with_capacity("8k", f);
w.flush()?;
