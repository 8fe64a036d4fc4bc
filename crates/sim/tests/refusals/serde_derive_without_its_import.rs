// rustc: no code
// crates: serde serde_json
// `#[derive(Serialize)]` names serde's derive macro, which only an import brings into scope:
// `use serde::Serialize;` imports the trait and the macro, `#[derive(serde::Serialize)]` names
// it by path.
#[derive(Debug, Serialize)]
struct Point {
    x: i32,
    y: i32,
}

fn main() {
    let p = Point { x: 1, y: 2 };
    println!("{}", serde_json::to_string(&p).unwrap());
}
