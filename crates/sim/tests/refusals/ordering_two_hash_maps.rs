// rustc: E0369
// A HashMap can be compared for equality, but it has no order: `<` does not apply.
use std::collections::HashMap;

fn main() {
    let mut before = HashMap::new();
    before.insert("lines", 10);
    let after = before.clone();
    println!("{}", before < after);
}
