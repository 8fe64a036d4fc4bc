// rustc: E0277
// Only a byte converts into a `char` with `From`; a `u32` needs `char::from_u32` or `try_from`.
fn main() {
    let c = char::from(65u32);
    println!("{c}");
}
