// rustc: E0502
fn main() {
    let mut slot = Some(String::from("a"));
    let r = &slot;
    let t = slot.take();
    println!("{:?} {:?}", t, r);
}
