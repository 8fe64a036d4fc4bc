// rustc: E0596
let line = String::new();
io::stdin().read_line(&mut line)?;
print!("{}", line);
