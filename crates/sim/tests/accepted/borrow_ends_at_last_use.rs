let mut r = BufReader::new(File::open("data.txt")?);
let data = r.fill_buf()?;
let n = data.len();
r.consume(n);
let mut buf = vec![0u8; 16];
let part = &mut buf[2..8];
part[0] = 1;
buf.clear();
println!("{} {}", n, buf.len());
