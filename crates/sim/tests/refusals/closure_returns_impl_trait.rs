// rustc: E0562
fn main() {
    let f = |x: i32| -> impl std::fmt::Display { x };
    println!("{}", f(1));
}
