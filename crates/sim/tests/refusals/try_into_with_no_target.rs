// rustc: E0283
fn main() {
    let x = 5u64.try_into().unwrap();
    println!("{}", x);
}
