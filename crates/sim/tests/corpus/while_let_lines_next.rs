// bufscope: input data.txt=text:600
// bufscope: stdout=file
let reader = BufReader::new(File::open("data.txt")?);
let mut lines = reader.lines();
let header = lines.next();
println!("{:?}", header.is_some());
while let Some(line) = lines.next() {
    let line = line?;
    println!("[{}]", line);
}
