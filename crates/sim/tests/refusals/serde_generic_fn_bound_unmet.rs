// rustc: E0277
// crates: serde serde_json
use serde::Serialize;

fn show<T: Serialize>(value: &T) {
    println!("{}", serde_json::to_string(value).unwrap());
}

struct Point {
    x: i32,
}

fn main() {
    show(&Point { x: 1 });
}
