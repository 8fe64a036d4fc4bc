// rustc: E0502
use std::collections::HashMap;

fn main() {
    let mut m: HashMap<&str, i32> = HashMap::new();
    let e = m.entry("k");
    println!("{}", m.len());
    e.or_insert(1);
}
