// rustc: E0308
fn apply<F: Fn(i32) -> i32>(f: F) -> i32 {
    f("x")
}
fn main() {
    println!("{}", apply(|x| x + 1));
}
