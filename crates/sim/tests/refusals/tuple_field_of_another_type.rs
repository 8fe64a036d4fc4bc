// rustc: E0308
// A tuple's fields coerce to the expected fields (`&String` to `&str`), but a `&str` is no `u8`.
fn pair(name: &String) -> (&str, u8) {
    (name, "one")
}

fn main() {
    let name = String::from("a");
    println!("{}", pair(&name).0);
}
