// rustc: E0596
fn main() {
    let slot = Some(String::from("a"));
    let t = slot.take();
    println!("{:?}", t);
}
