// rustc: E0384
let reader = BufReader::new(File::open("data.txt")?);
let count = 0;
for line in reader.lines() {
    line?;
    count += 1;
}
println!("{}", count);
