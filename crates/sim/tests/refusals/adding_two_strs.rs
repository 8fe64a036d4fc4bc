// rustc: E0369
let greeting = "hello, " + "world\n";
io::stdout().write_all(greeting.as_bytes())?;
