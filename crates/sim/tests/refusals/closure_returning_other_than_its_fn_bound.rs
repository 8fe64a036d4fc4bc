// rustc: E0308
fn apply<F: Fn() -> i32>(f: F) -> i32 {
    f()
}
fn main() {
    println!("{}", apply(|| "a"));
}
