// rustc: E0382
let f = File::create("out.txt")?;
for i in 0..3 {
    let mut w = BufWriter::new(f);
    writeln!(w, "{}", i)?;
}
