// bufscope: stdout=file
// A File made from fd 1 closes fd 1 when dropped; println! then fails silently.
use std::fs::File;
use std::io::Write;
use std::os::fd::FromRawFd;

fn main() -> std::io::Result<()> {
    {
        let mut raw = unsafe { File::from_raw_fd(1) };
        raw.write_all(b"unbuffered\n")?;
    }
    println!("this goes nowhere");
    Ok(())
}
