// The panic of `unwrap` on an OS error: std's `Os { code, kind, message }` Debug, at the
// column of `unwrap`, with the main thread's id.
// bufscope: stderr=file
use std::fs::File;

fn main() {
    println!("opening");
    let _f = File::open("missing.txt").unwrap();
}
