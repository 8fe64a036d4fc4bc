// rustc: E0277
struct Key(u8);
fn main() {
    let mut v = vec![1, 2, 3];
    v.dedup_by_key(|x| Key(*x as u8));
    println!("{v:?}");
}
