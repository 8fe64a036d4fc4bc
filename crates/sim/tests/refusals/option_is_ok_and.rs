// rustc: E0599
fn main() {
    let found: Option<u8> = None;
    println!("{}", found.is_ok_and(|n| n > 1));
}
