// rustc: E0277
let buf = [0u8; 8];
let i: i32 = 2;
println!("{}", buf[i]);
