// rustc: E0502
// Through `Vec`'s deref the slice is borrowed mutably before the closure is made.
fn main() {
    let mut v = vec![3usize, 1, 2];
    v.sort_by_key(|x| v.len() + *x);
    println!("{:?}", v);
}
