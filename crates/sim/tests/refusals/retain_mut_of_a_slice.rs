// rustc: E0599
fn main() {
    let mut v = vec![1, 2, 3];
    let s: &mut [i32] = &mut v;
    s.retain_mut(|x| *x > 1);
    println!("{v:?}");
}
