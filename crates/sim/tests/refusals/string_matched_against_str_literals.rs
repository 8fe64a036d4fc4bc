// rustc: E0308
let mut line = String::new();
io::stdin().read_line(&mut line)?;
match line {
    "quit" => println!("bye"),
    _ => println!("again"),
}
