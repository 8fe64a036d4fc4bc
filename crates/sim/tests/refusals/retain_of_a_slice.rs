// rustc: E0599
fn main() {
    let mut v = vec![4, 1, 3];
    let s: &mut [i32] = &mut v[1..];
    s.retain(|x| *x != 1);
    println!("{v:?}");
}
