// rustc: E0277
// crates: serde serde_json
// `Value` converts from a `String` or a `&str`, not from a `&String`: `.into()` does not deref.
use serde_json::Value;

fn main() {
    let name = String::from("ada");
    let value: Value = (&name).into();
    println!("{value} {name}");
}
