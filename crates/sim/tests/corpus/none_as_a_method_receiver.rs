// `None` written as a method's receiver is a value, not a variable (bufscope stopped on it
// at run time): `unwrap_or`, `map`, `unwrap_or_else`.
fn main() {
    println!("{}", None.unwrap_or(3));
    println!("{:?}", None.map(|x: i32| x + 1));
    println!("{}", None.unwrap_or_else(|| String::from("fallback")));
}
