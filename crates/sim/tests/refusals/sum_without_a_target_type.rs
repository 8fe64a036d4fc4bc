// rustc: E0283
fn main() {
    let total = (1..10).sum();
    println!("{}", total);
}
