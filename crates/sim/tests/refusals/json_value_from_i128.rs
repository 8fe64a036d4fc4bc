// rustc: E0277
// crates: serde serde_json
// serde_json's `From` impls for `Value` stop at 64-bit integers: none takes an `i128`.
use serde_json::Value;

fn main() {
    let big: i128 = 1 << 100;
    let value = Value::from(big);
    println!("{value}");
}
