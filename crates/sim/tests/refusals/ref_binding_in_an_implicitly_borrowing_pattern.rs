// rustc: no code
// Edition 2024: matching through `&` already binds references, and writing `ref` there is
// an error (earlier editions allowed it).
fn main() {
    let opt = Some(String::from("a"));
    if let Some(ref s) = &opt {
        println!("{s}");
    }
}
