// rustc: unconditional_panic
fn main() {
    let total = 10;
    let count = 0;
    println!("{}", total / count);
}
