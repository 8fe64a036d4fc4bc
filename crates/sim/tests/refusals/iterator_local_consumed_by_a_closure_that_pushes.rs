// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    let it = v.iter();
    it.for_each(|x| v.push(*x));
}
