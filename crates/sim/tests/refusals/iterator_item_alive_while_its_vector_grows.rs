// rustc: E0502
// `v.iter().next()` gives a reference into `v`: pushing while it is used is refused.
fn main() {
    let mut v = vec![1, 2];
    let first = v.iter().next();
    v.push(3);
    println!("{:?}", first);
}
