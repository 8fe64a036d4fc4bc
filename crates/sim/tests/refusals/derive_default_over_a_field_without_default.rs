// rustc: E0277
// Deriving `Default` needs a default for every field; `File` has none.
use std::fs::File;

#[derive(Default)]
struct Log {
    lines: u32,
    file: File,
}

fn main() {
    let log = Log::default();
    println!("{}", log.lines);
}
