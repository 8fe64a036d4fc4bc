// rustc: E0382
fn apply<F: FnOnce()>(f: F) {
    f();
    f();
}

fn main() {
    apply(|| println!("once"));
}
