// rustc: E0277
// `usize` is `From` only 8- and 16-bit integers: a `u32` might not fit on a 16-bit target.
fn main() {
    let a = usize::from(3u32);
    println!("{a}");
}
