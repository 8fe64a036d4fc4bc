// rustc: E0308
// `sort_by`'s closure answers an `Ordering` (`a.cmp(b)`), not whether `a < b`.
fn main() {
    let mut v = vec![3, 1, 2];
    v.sort_by(|a, b| a < b);
    println!("{:?}", v);
}
