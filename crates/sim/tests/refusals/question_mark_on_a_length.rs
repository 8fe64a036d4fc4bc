// rustc: E0277
let buf = vec![0u8; 4];
let n = buf.len()?;
println!("{}", n);
