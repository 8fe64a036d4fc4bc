// rustc: E0562
fn main() {
    let f = |x: impl std::fmt::Display| x.to_string();
    println!("{}", f(1));
}
