// rustc: E0596
fn main() {
    let steps = 0..3;
    println!("{:?}", steps.next());
}
