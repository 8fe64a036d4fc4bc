// rustc: E0277
let f = File::open("data.txt")?;
for b in f.bytes() {
    println!("{}", b);
}
