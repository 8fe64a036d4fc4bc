// rustc: E0369
// A `Vec` is no number: scaling it takes a `map`.
fn main() {
    let sizes = vec![512, 1024, 4096];
    let doubled = sizes * 2;
    println!("{:?}", doubled);
}
