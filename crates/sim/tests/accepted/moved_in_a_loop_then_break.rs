let f = File::create("out.txt")?;
let mut tries = 0;
loop {
    tries += 1;
    if tries == 3 {
        let mut w = BufWriter::new(f);
        w.write_all(b"done")?;
        break;
    }
}
