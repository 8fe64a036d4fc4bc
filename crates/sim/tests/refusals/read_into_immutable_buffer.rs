// rustc: E0596
let mut f = File::open("data.txt")?;
let buf = [0u8; 16];
let n = f.read(&mut buf)?;
println!("{}", n);
