// rustc: E0277
// crates: serde serde_json
fn main() {
    let input = std::io::stdin();
    println!("{}", serde_json::to_string_pretty(&input).unwrap());
}
