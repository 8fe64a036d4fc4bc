// rustc: E0277
// crates: serde serde_json
use serde::Serialize;

struct Point {
    x: i32,
}

#[derive(Serialize)]
struct Line {
    from: Point,
    to: Point,
}

fn main() {}
