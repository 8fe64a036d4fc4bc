// rustc: E0502
use std::collections::HashMap;

fn main() {
    let mut m = HashMap::new();
    m.insert("a", 1);
    for (k, x) in &mut m {
        println!("{k} {} {}", x, m.len());
    }
}
