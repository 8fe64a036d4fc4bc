// rustc: E0499
// The loop's iterator borrows `v` mutably until the loop ends: each next item is taken
// after the push.
fn main() {
    let mut v = vec![1, 2, 3];
    for x in v.iter_mut() {
        v.push(1);
        *x += 1;
    }
}
