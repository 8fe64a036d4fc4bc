// rustc: E0382
fn run<F: FnMut()>(mut f: F) {
    f();
    f();
}

fn main() {
    let mut n = 0;
    let mut inc = || n += 1;
    run(inc);
    inc();
    println!("{n}");
}
