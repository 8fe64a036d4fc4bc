// rustc: E0506
// Assigning `slot` while the `ref mut` binding into it is still used.
fn main() {
    let mut slot = Some(vec![1u8]);
    if let Some(ref mut bytes) = slot {
        slot = None;
        bytes.push(2);
    }
    println!("{:?}", slot);
}
