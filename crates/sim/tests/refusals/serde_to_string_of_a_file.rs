// rustc: E0277
// crates: serde serde_json
use std::fs::File;

fn main() -> std::io::Result<()> {
    let file = File::create("out.txt")?;
    println!("{}", serde_json::to_string(&file).unwrap());
    Ok(())
}
