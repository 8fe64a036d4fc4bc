// bufscope: stdout=file
use std::time::{Duration, Instant};
use std::thread;

fn main() {
    let start = Instant::now();
    thread::sleep(Duration::from_millis(5));
    let waited = start.elapsed();
    println!("{}", waited >= Duration::from_millis(5));
}
