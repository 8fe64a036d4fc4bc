// rustc: E0604
let code = 65u32;
let c = code as char;
println!("{}", c);
