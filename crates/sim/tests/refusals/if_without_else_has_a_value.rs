// rustc: E0317
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
let n = f.read(&mut buf)?;
let size = if n > 4 { n };
println!("{:?}", size);
