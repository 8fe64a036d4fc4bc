// rustc: E0277
// crates: serde serde_json
// `Number::from` takes integers; a float may be NaN or infinite, so it goes through `from_f64`.
use serde_json::Number;

fn main() {
    let half = Number::from(0.5);
    println!("{half}");
}
