// rustc: E0382
let mut text = String::new();
io::stdin().read_line(&mut text)?;
let owned = text;
println!("{} {}", owned, text.len());
