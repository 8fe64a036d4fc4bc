// rustc: E0382
fn apply<F: FnOnce() -> String>(f: F) -> String {
    f()
}
fn main() {
    let s = String::from("a");
    println!("{}", apply(|| s));
    println!("{}", s);
}
