// rustc: E0308
fn main() {
    let big = Some(30).filter(|n| n > 10);
    println!("{:?}", big);
}
