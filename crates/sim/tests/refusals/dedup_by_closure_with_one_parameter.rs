// rustc: E0593
fn main() {
    let mut v = vec![1, 2, 3];
    v.dedup_by(|a, b| a == b);
    v.dedup_by(|a| true);
    println!("{v:?}");
}
