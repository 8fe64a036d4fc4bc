// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    let Some(x) = v.first() else { return };
    v.push(1);
    println!("{x}");
}
