// rustc: E0502
let mut v = vec![1u8, 2];
v.extend_from_slice(&v);
println!("{:?}", v);
