// rustc: E0133
let mut out = File::from_raw_fd(1);
out.write_all(b"raw\n")?;
