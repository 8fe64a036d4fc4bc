// rustc: E0382
let reader = BufReader::new(File::open("data.txt")?);
for line in reader.lines() {
    line?;
}
for line in reader.lines() {
    line?;
}
