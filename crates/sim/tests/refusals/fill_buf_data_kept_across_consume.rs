// rustc: E0499
let mut r = BufReader::new(File::open("data.txt")?);
let data = r.fill_buf()?;
r.consume(1);
println!("{}", data.len());
