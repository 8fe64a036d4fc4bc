// rustc: E0502
use std::collections::HashMap;

fn main() {
    let mut m: HashMap<&str, i32> = HashMap::new();
    m.insert("a", 1);
    let x = m.get_mut("a").unwrap();
    println!("{}", m.len());
    *x += 1;
}
