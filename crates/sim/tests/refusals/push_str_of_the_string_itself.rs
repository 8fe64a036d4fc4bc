// rustc: E0502
let mut s = String::from("ab");
s.push_str(&s);
println!("{s}");
