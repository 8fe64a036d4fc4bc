// rustc: E0277
// `#[derive(Debug)]` on `Wrapper<T>` is `impl<T: Debug> Debug`: a `Plain` inside has none.
#[derive(Debug)]
struct Wrapper<T> {
    inner: T,
}

struct Plain;

fn main() {
    let w = Wrapper { inner: Plain };
    println!("{:?}", w);
}
