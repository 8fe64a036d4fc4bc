// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    v.iter().map(|x| x + 1).for_each(|x| v.push(x));
}
