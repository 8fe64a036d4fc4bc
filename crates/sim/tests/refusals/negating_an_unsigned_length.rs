// rustc: E0600
let buf = vec![0u8; 4];
let n = buf.len();
let back = -n;
println!("{}", back);
