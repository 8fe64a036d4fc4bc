let mut buf = [0u8; 8];
let mut f = File::open("data.txt")?;
let n = f.read(&mut buf)?;
let limit = 4;
if n > limit {
    println!("{}", n - limit);
}
let big = 3_000_000_000u32;
let k = 200;
let b: u8 = k;
println!("{big} {b}");
