// A script function generic over `T: Serialize` and `W: Write`, as serde_json's own are.
use serde::Serialize;
use std::io::Write;

#[derive(Serialize)]
struct P {
    x: i32,
}

fn save<T: Serialize, W: Write>(out: &mut W, value: &T) -> serde_json::Result<()> {
    serde_json::to_writer(out, value)
}

fn main() {
    let mut out = Vec::new();
    save(&mut out, &P { x: 1 }).unwrap();
    save(&mut out, &vec![1, 2]).unwrap();
    println!("{}", String::from_utf8(out).unwrap());
}
