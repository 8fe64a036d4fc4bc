// rustc: E0502
// `retain` borrows `v` mutably once the closure, which reads `v`, is made.
fn main() {
    let mut v = vec![1, 2, 3];
    v.retain(|x| v.len() > *x);
    println!("{:?}", v);
}
