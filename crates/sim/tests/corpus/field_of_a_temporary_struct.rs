// A field read from a struct that is a temporary: a call's result, an `Option`'s content
// after `?`, a clone.
// bufscope: stdout=pipe
#[derive(Clone, Copy)]
struct Point {
    x: u32,
    y: u32,
}

fn corner() -> Point {
    Point { x: 3, y: 4 }
}

fn x_of(p: Option<Point>) -> Option<u32> {
    Some(p?.x)
}

fn main() {
    let p = corner();
    println!("{} {} {:?} {:?}", corner().x, p.clone().y, x_of(Some(p)), x_of(None));
}
