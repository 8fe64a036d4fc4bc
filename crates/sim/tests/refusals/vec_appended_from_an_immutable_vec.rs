// rustc: E0596
fn main() {
    let mut a = vec![1];
    let b = vec![2];
    a.append(&mut b);
}
