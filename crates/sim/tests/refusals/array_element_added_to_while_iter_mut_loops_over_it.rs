// rustc: E0503
fn main() {
    let mut a = [1, 2, 3];
    for x in a.iter_mut() {
        a[0] += 1;
        *x += 1;
    }
}
