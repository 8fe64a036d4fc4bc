// rustc: E0277
fn main() {
    let words = vec!["a", "b"];
    let joined: Vec<u32> = words.iter().map(|w| w.to_string()).collect();
    println!("{:?}", joined);
}
