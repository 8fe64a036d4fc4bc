// rustc: E0277
use std::fs::File;
fn main() -> std::io::Result<()> {
    let mut f = File::create("a.txt")?;
    let g = std::mem::take(&mut f);
    drop(g);
    Ok(())
}
