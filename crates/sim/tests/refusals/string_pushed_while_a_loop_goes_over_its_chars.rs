// rustc: E0502
fn main() {
    let mut s = String::from("ab");
    for c in s.chars() {
        s.push(c);
    }
}
