// rustc: E0061
let mut f = File::create("out.txt")?;
f.write_all(b"a", b"b")?;
