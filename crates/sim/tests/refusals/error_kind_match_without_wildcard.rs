// rustc: E0004
use std::fs::File;
use std::io::ErrorKind;

fn main() {
    if let Err(e) = File::open("missing.txt") {
        match e.kind() {
            ErrorKind::NotFound => println!("missing"),
            ErrorKind::PermissionDenied => println!("denied"),
        }
    }
}
