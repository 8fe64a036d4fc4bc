// rustc: overflowing_literals
let x: u8 = 300;
println!("{}", x);
