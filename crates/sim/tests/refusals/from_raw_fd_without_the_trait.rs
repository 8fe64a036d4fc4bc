// rustc: E0599
use std::fs::File;
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut out = unsafe { File::from_raw_fd(1) };
    out.write_all(b"raw\n")?;
    Ok(())
}
