// rustc: E0277
fn main() {
    let v: Vec<u8> = "1".parse().unwrap();
    println!("{v:?}");
}
