// rustc: E0599
io::stdin().flush()?;
