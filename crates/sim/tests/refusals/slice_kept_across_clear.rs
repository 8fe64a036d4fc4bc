// rustc: E0499
let mut f = File::open("data.txt")?;
let mut buf = vec![0u8; 16];
let part = &mut buf[2..8];
buf.clear();
f.read(part)?;
