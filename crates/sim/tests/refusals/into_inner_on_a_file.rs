// rustc: E0599
let f = File::create("out.txt")?;
let inner = f.into_inner();
