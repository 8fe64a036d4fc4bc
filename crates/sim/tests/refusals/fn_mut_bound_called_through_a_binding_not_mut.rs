// rustc: E0596
fn apply<F: FnMut()>(f: F) {
    f();
}

fn main() {
    let mut count = 0;
    apply(|| count += 1);
    println!("{count}");
}
