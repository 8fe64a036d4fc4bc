// rustc: E0506
// `a[0]` of an array is a place of its own, which rustc names `a[_]`.
fn main() {
    let mut a = [1, 2, 3];
    for x in a.iter() {
        a[0] = *x;
    }
}
