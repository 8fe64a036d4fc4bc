// rustc: E0308
fn main() {
    let n = 4;
    println!("{}", (1..=9).contains(n));
}
