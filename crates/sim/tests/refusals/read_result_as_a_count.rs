// rustc: E0308
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
let n: usize = f.read(&mut buf);
println!("{}", n);
