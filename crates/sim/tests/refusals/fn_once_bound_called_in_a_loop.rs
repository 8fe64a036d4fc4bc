// rustc: E0382
fn twice<F: FnOnce()>(f: F) {
    for _ in 0..2 {
        f();
    }
}

fn main() {
    twice(|| println!("hi"));
}
