// rustc: E0027
enum Shape { Rect { w: u32, h: u32 } }
fn main() {
    let s = Shape::Rect { w: 1, h: 2 };
    match s { Shape::Rect { w } => println!("{w}") }
}
