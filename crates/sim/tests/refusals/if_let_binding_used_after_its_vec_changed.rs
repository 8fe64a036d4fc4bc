// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    if let Some(x) = v.first() {
        v.push(1);
        println!("{x}");
    }
}
