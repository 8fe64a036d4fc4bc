// rustc: E0277
let mut r = BufReader::new(io::stdout());
let mut line = String::new();
r.read_line(&mut line)?;
