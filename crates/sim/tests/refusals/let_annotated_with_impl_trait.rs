// rustc: E0562
fn main() {
    let g: impl std::fmt::Display = 5;
    println!("{}", g);
}
