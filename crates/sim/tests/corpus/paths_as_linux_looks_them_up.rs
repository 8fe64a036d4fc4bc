// Paths name files as Linux looks them up: `./`, repeated slashes and `dir/..` reach the same
// file; the first missing directory on the way is ENOENT, the first file used as a directory
// ENOTDIR, a directory removed as a file EISDIR; strace shows each
// path as the program passed it.
// bufscope: input data.txt="hello\n"
// bufscope: input logs/old.txt="x\n"
use std::fs::{self, File};
fn main() {
    println!("{:?}", File::create("nodir/a.txt").map(|_| ()));
    println!("{:?}", File::open("data.txt/x").map(|_| ()));
    println!("{:?}", File::create("data.txt/x").map(|_| ()));
    println!("{:?}", File::create("data.txt/sub/x").map(|_| ()));
    println!("{:?}", File::create("nodir/sub/x").map(|_| ()));
    println!("{:?}", fs::metadata("logs/old.txt/sub/x").map(|m| m.len()));
    println!("{:?}", fs::read_to_string("logs/../data.txt"));
    println!("{:?}", fs::read_to_string("nodir/../data.txt"));
    println!("{:?}", fs::read_to_string("data.txt/../data.txt"));
    println!("{:?}", fs::write("logs//new.txt", "n"));
    println!("{:?}", fs::read_to_string("./logs/./new.txt"));
    println!("{:?}", fs::create_dir("./logs/"));
    println!("{:?}", fs::create_dir_all("./a/b/c"));
    println!("{:?}", fs::metadata(".").map(|m| m.is_dir()));
    println!("{:?}", fs::remove_file("nodir/x"));
    println!("{:?}", fs::remove_file("./logs/new.txt"));
    println!("{:?}", fs::remove_file("."));
    println!("{:?}", fs::remove_file("logs"));
}
