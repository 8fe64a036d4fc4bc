// rustc: E0436
// `..base` fills a struct's fields, never an enum variant's.
#[derive(Debug)]
enum Shape {
    Rect { w: u32, h: u32 },
}

fn main() {
    let first = Shape::Rect { w: 1, h: 2 };
    let second = Shape::Rect { w: 3, ..first };
    println!("{:?}", second);
}
