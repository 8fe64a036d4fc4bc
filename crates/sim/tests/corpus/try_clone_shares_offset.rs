use std::fs::File;
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut a = File::create("out.txt")?;
    let mut b = a.try_clone()?;
    a.write_all(b"from a\n")?;
    b.write_all(b"from b\n")?;
    drop(a);
    b.write_all(b"b again\n")?;
    Ok(())
}
