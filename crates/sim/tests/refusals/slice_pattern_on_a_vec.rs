// rustc: E0529
fn main() {
    let v = vec![1, 2];
    if let [a, ..] = v {
        println!("{a}");
    }
}
