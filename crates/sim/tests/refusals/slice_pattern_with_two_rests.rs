// rustc: no code
fn main() {
    let v = [1, 2, 3, 4];
    if let [a, .., b, ..] = v {
        println!("{a} {b}");
    }
}
