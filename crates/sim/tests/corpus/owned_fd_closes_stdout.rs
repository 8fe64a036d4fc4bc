// bufscope: stdout=file
// bufscope: stderr=file
// An OwnedFd closes its fd when dropped: here fd 1, so later output vanishes.
use std::os::fd::{FromRawFd, OwnedFd};

fn main() {
    println!("before");
    let fd = unsafe { OwnedFd::from_raw_fd(1) };
    drop(fd);
    println!("after");
    eprintln!("stderr still works");
}
