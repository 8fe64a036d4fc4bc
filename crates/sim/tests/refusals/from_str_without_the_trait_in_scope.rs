// rustc: E0599
fn main() {
    let n = u64::from_str("12");
    println!("{:?}", n);
}
