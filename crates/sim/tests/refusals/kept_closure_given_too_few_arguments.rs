// rustc: E0057
fn main() {
    let area = |w: u32, h: u32| w * h;
    println!("{}", area(3));
}
