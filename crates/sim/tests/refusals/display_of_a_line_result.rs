// rustc: E0277
let reader = BufReader::new(File::open("data.txt")?);
for line in reader.lines() {
    println!("{}", line);
}
