// A write 4 GiB past a file's end: Linux keeps a sparse file; bufscope keeps files in memory,
// so the write fails with EFBIG past the memory budget and the run stops there.
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};

fn main() -> std::io::Result<()> {
    let mut f = File::create("out.txt")?;
    f.write_all(b"head")?;
    f.seek(SeekFrom::End(4294967296))?;
    f.write_all(b"bye\n")?;
    println!("done");
    Ok(())
}
