// `#[derive(Default)]` structs made by `Point::default()` and `Default::default()` (each
// field its type's default), `String::default()` / `Default::default()` of std types, and
// struct update syntax: `..Default::default()`, `..Settings::default()`, a function's value
// as the base (evaluated after the fields written), a `Copy` struct's variable.
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

#[derive(Debug, Clone, Copy)]
struct Pos {
    x: i32,
    y: i32,
    z: i32,
}

fn base() -> Settings {
    println!("base made");
    Settings {
        width: 1,
        name: "base".to_string(),
        limit: Some(4),
        ..Default::default()
    }
}

fn main() {
    let s = Settings::default();
    println!("{:?}", s);
    let mut t: Settings = Default::default();
    t.width = 80;
    t.tags.push("x".to_string());
    println!("{} {:?} {:?}", t.width, t.tags, t.limit);
    println!("{:?} {}", Pair::default(), Pair::default() == Pair(0, '\0'));
    let wide = Settings {
        width: 640,
        ..Default::default()
    };
    let named = Settings {
        name: "n".to_string(),
        ..Settings::default()
    };
    println!("{} {} {:?}", wide.width, wide.name, named.name);
    let made = Settings {
        width: {
            println!("width first");
            3
        },
        ..base()
    };
    println!("{:?}", made);
    let p = Pos { x: 1, y: 2, z: 3 };
    let q = Pos { z: 9, ..p };
    println!("{:?} {:?}", p, q);
    let text = String::default();
    let count: u64 = Default::default();
    let items: Vec<i32> = Default::default();
    println!("{:?} {} {:?}", text, count, items);
}
