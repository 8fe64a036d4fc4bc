// rustc: E0277
// crates: serde serde_json
struct Point {
    x: i32,
    y: i32,
}

fn main() -> std::io::Result<()> {
    let point = Point { x: 1, y: 2 };
    serde_json::to_writer(std::io::stdout(), &point)?;
    Ok(())
}
