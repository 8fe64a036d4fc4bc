// rustc: E0308
fn main() {
    let f = |x: i32| -> i32 { x; };
    println!("{}", f(1));
}
