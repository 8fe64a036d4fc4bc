// rustc: E0277
// A `str` is sliced by byte ranges (`s.get(0..1)`), never indexed by one position.
fn main() {
    let s = "hello";
    println!("{:?}", s.get(0));
}
