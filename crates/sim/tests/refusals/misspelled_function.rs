// rustc: E0425
let mut f = File::create("out.txt")?;
wirte_all(&mut f, b"x")?;
