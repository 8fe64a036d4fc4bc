// rustc: E0308
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 4];
let n = f.read(&mut buf)?;
let expected: u8 = 4;
if n == expected {
    println!("full");
}
