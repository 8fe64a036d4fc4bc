// rustc: E0282
let buf = Vec::new();
println!("{}", buf.len());
