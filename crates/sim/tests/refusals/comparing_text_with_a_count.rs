// rustc: E0277
let mut line = String::new();
io::stdin().read_line(&mut line)?;
if line == 3 {
    println!("three");
}
