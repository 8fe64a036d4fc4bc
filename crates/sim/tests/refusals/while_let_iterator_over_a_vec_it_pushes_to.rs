// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    let mut it = v.iter();
    while let Some(x) = it.next() {
        v.push(*x);
    }
}
