// rustc: E0268
let mut f = File::open("data.txt")?;
let mut buf = [0u8; 8];
if f.read(&mut buf)? == 0 {
    break;
}
