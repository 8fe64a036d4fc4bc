// serde's derive macros found the other ways rustc finds them: named by path
// (`#[derive(serde::Serialize)]`, no `use`), and through a glob import inside a body.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Point {
    x: i32,
    y: i32,
}

fn labelled() -> String {
    use serde::*;
    #[derive(Serialize)]
    struct Label {
        text: String,
        point: Point,
    }
    let label = Label {
        text: "origin".to_string(),
        point: Point { x: 0, y: 0 },
    };
    serde_json::to_string(&label).unwrap()
}

fn main() {
    let p: Point = serde_json::from_str("{\"x\": 3, \"y\": -4}").unwrap();
    println!("{:?} {}", p, serde_json::to_string(&p).unwrap());
    println!("{}", labelled());
}
