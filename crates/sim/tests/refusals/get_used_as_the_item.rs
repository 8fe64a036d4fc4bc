// rustc: E0308
// `get` answers an `Option<&T>` (`None` past the end), not the item itself.
fn main() {
    let v = vec![10, 20, 30];
    let second: &i32 = v.get(1);
    println!("{second}");
}
