// rustc: E0599
io::stdin().write_all(b"hello")?;
