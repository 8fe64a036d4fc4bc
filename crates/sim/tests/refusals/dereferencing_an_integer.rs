// rustc: E0614
let n = 5;
println!("{}", *n);
