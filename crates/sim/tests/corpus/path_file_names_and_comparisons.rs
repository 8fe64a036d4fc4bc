// A path's file name, stem and extension are `&OsStr`s, as std splits them; paths compare by
// components (`a//b/` equals `a/b`), PathBuf with &Path either way round.
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

fn main() {
    for text in ["notes.txt", "archive.tar.gz", ".bashrc", "dir/", "/", "..", "a/b.", ""] {
        let path = Path::new(text);
        println!(
            "{text:?}: {:?} {:?} {:?}",
            path.file_name(),
            path.file_stem(),
            path.extension()
        );
    }
    let name = Path::new("logs/run.log").file_name().unwrap();
    println!("{:?} {} {}", name.to_str(), name.to_string_lossy(), name.len());
    println!("{}", name == OsStr::new("run.log"));
    println!("{}", OsStr::new("").is_empty());
    let owned = PathBuf::from("a//b/");
    println!("{} {}", owned == Path::new("a/b"), Path::new("a/b") == owned);
    println!("{}", Path::new("a/./b") == Path::new("a/b"));
    println!("{}", PathBuf::from("x") == PathBuf::from("y"));
    println!("{}", Path::new("a") < Path::new("a/b"));
}
