// rustc: E0261
// A function names `'a` without declaring it (`fn first<'a>`).
fn first(s: &'a str) -> &'a str {
    &s[..1]
}

fn main() {
    println!("{}", first("abc"));
}
