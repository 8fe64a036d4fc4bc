// rustc: E0308
// A string literal pattern is a `&str`: matching a `&&str` with it does not look through
// the outer reference (a literal pattern is not peeled as `Some(x)` would be).
fn main() {
    let t: &&str = &"x";
    match t {
        "+" => println!("plus"),
        _ => println!("{}", t),
    }
}
