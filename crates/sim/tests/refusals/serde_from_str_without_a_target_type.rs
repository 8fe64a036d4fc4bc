// rustc: E0283
// crates: serde serde_json
fn main() {
    let value = serde_json::from_str("[1, 2]").unwrap();
    println!("done");
}
