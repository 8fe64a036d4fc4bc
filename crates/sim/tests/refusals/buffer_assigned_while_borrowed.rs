// rustc: E0506
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
let head = &buf[..4];
buf = [1u8; 8];
f.read(&mut buf)?;
println!("{}", head.len());
