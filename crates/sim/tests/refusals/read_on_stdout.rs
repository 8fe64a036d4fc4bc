// rustc: E0599
let mut buf = [0u8; 4];
io::stdout().read(&mut buf)?;
