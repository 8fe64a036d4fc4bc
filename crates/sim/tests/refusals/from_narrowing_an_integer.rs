// rustc: E0277
// `From` only widens: a `u64` may not fit a `u32` (`try_from` or `as` say what to do).
fn main() {
    let n = 5u64;
    let a = u32::from(n);
    println!("{a}");
}
