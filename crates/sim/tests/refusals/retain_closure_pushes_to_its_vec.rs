// rustc: E0499
fn main() {
    let mut v = vec![1, 2, 3];
    v.retain(|x| {
        v.push(1);
        *x > 1
    });
}
