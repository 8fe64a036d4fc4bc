// `#[derive(Default)]` structs made by `Point::default()` and `Default::default()` (each
// field its type's default), and `String::default()` / `Default::default()` of std types.
use std::collections::HashMap;

#[derive(Debug, Default)]
struct Settings {
    width: u32,
    ratio: f64,
    name: String,
    tags: Vec<String>,
    data: Vec<u8>,
    limit: Option<u8>,
    seen: HashMap<String, u32>,
    pair: (i64, bool),
}

#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Pair(u32, char);

fn main() {
    let s = Settings::default();
    println!("{:?}", s);
    let mut t: Settings = Default::default();
    t.width = 80;
    t.tags.push("x".to_string());
    println!("{} {:?} {:?}", t.width, t.tags, t.limit);
    println!("{:?} {}", Pair::default(), Pair::default() == Pair(0, '\0'));
    let text = String::default();
    let count: u64 = Default::default();
    let items: Vec<i32> = Default::default();
    println!("{:?} {} {:?}", text, count, items);
}
