let mut f = File::create("a.txt")?;
for name in ["b.txt", "c.txt"] {
    let mut w = BufWriter::new(f);
    w.write_all(b"x")?;
    f = File::create(name)?;
}
f.write_all(b"last")?;
