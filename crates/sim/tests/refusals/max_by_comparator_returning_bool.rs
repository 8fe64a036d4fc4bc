// rustc: E0308
// `max_by`'s closure answers an `Ordering` (`a.cmp(b)`), not whether `a > b`.
fn main() {
    let v = vec![3, 1, 2];
    let top = v.iter().max_by(|a, b| a > b);
    println!("{:?}", top);
}
