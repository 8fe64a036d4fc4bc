// rustc: E0425
for i in 0..3 {
    println!("line {}", i);
}
println!("{} lines", count);
