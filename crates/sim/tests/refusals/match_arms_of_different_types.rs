// rustc: E0308
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
let n = match f.read(&mut buf) {
    Ok(n) => n,
    Err(_) => "failed",
};
println!("{}", n);
