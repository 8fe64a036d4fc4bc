// rustc: E0392
// A struct's type parameter must appear in a field (or in a `PhantomData`).
struct Tagged<T> {
    bytes: Vec<u8>,
}

fn main() {
    let t: Tagged<u8> = Tagged { bytes: Vec::new() };
    println!("{}", t.bytes.len());
}
