// rustc: E0599
let mut f = File::create("out.txt")?;
f.write_al(b"x")?;
