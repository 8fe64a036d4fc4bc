// rustc: E0308
// `..base` must be a value of the struct being built.
#[derive(Debug, Default)]
struct Size {
    width: u32,
    height: u32,
}

#[derive(Debug, Default)]
struct Area {
    width: u32,
    height: u32,
}

fn main() {
    let size = Size { width: 3, ..Area::default() };
    println!("{:?}", size);
}
