// rustc: unconditional_panic
fn main() {
    let a = [1, 2, 3];
    let i = 10;
    println!("{}", a[i]);
}
