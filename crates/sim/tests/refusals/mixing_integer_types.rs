// rustc: E0308
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
let n = f.read(&mut buf)?;
let limit: u32 = 4;
if n > limit {
    println!("long");
}
