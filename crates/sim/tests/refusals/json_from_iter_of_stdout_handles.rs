// rustc: E0277
// crates: serde serde_json
// `serde_json::Value::from_iter` takes items that convert into a `Value`: a `Stdout` does not.
fn main() {
    let handles = serde_json::Value::from_iter(vec![std::io::stdout()]);
    println!("{handles}");
}
