// fs::metadata, Path::exists, sync_data/sync_all, set_len, seek from each origin, remove_file
// and create_dir_all, and an io::Error's kind(): each with the syscall std makes.
use std::fs::{self, File};
use std::io::{Seek, SeekFrom, Write, Read};
use std::path::Path;
// bufscope: input poem.txt="one\ntwo\nthree\n"
fn main() -> std::io::Result<()> {
    let m = fs::metadata("poem.txt")?;
    println!("{} {}", m.len(), m.is_file());
    println!("{}", Path::new("poem.txt").exists());
    println!("{}", Path::new("nope.txt").exists());
    let mut f = File::create("t.txt")?;
    f.write_all(b"hello world")?;
    f.sync_data()?;
    f.sync_all()?;
    f.set_len(5)?;
    let n = f.seek(SeekFrom::Start(2))?;
    let e = f.seek(SeekFrom::End(0))?;
    let c = f.seek(SeekFrom::Current(-1))?;
    println!("{n} {e} {c} {}", f.metadata()?.len());
    let mut r = File::open("t.txt")?;
    r.seek(SeekFrom::Start(1))?;
    let mut s = String::new();
    r.read_to_string(&mut s)?;
    println!("{s}");
    fs::remove_file("t.txt")?;
    fs::create_dir_all("a/b")?;
    fs::create_dir("c")?;
    println!("{:?}", fs::remove_file("t.txt").map_err(|e| e.kind()));
    Ok(())
}
