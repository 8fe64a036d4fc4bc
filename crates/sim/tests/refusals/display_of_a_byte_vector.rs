// rustc: E0277
let mut f = File::open("data.txt")?;
let mut buf = Vec::new();
f.read_to_end(&mut buf)?;
println!("{}", buf);
