// rustc: E0308
// The first call fixes the parameter's type.
fn main() {
    let echo = |x| x;
    let s = echo(String::from("hi"));
    let n = echo(5);
    println!("{s} {n}");
}
