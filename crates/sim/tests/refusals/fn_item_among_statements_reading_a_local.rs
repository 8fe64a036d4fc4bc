// rustc: E0434
let x = 2;
fn f() -> i32 { x }
println!("{}", f());
