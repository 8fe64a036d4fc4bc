// rustc: E0271
// `Extend<&T>` is for `Copy` items only: strings must be cloned (`.iter().cloned()`).
fn main() {
    let mut v: Vec<String> = Vec::new();
    let words = vec!["a".to_string()];
    v.extend(words.iter());
    println!("{:?}", v);
}
