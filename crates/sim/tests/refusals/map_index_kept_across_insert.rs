// rustc: E0502
use std::collections::HashMap;

fn main() {
    let mut counts = HashMap::new();
    counts.insert("a", 1);
    let a = &counts["a"];
    counts.insert("b", 2);
    println!("{a}");
}
