// rustc: E0308
let mut f = File::create("out.txt")?;
f.write_all("hello\n")?;
