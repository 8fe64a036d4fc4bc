// rustc: E0502
fn main() {
    let mut a = [1, 2, 3];
    for x in a.iter() {
        let r = &mut a[1];
        *r += *x;
    }
}
