// rustc: E0277
use std::fmt::Display;

struct Point {
    x: i32,
}

fn show<T: Display>(value: &T) {
    println!("{}", value);
}

fn main() {
    show(&Point { x: 1 });
}
