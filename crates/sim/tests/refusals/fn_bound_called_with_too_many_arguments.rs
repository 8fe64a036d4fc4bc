// rustc: E0057
fn apply<F: Fn(i32) -> i32>(f: F) -> i32 {
    f(1, 2)
}
fn main() {
    println!("{}", apply(|x| x + 1));
}
