// rustc: E0382
use std::fs::File;
use std::io::{BufWriter, Write};
struct Log { out: BufWriter<File> }
fn main() {
    let log = Log { out: BufWriter::new(File::create("x").unwrap()) };
    let moved = log;
    writeln!(log.out, "hi").unwrap();
    drop(moved);
}
