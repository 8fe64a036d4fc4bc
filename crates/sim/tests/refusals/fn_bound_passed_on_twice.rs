// rustc: E0382
fn inner<F: Fn()>(f: F) {
    f();
}

fn outer<F: Fn()>(f: F) {
    inner(f);
    inner(f);
}

fn main() {
    outer(|| println!("hi"));
}
