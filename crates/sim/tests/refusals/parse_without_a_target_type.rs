// rustc: E0284
fn main() {
    let x = "1".parse().unwrap();
    println!("{x}");
}
