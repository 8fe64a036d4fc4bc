// rustc: E0499
let mut f = File::create("out.txt")?;
let w = &mut f;
for i in 0..3 {
    writeln!(f, "{}", i)?;
    w.flush()?;
}
