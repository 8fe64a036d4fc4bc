// rustc: E0277
// crates: serde serde_json
// `Number` converts from the integer types only (`Number::from_f64` takes an `f64` and may fail).
use serde_json::Number;

fn main() {
    let n: Number = 1.5.into();
    println!("{n}");
}
