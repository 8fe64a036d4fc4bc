// rustc: E0502
use std::collections::BTreeMap;

fn main() {
    let mut m = BTreeMap::new();
    m.insert("a", 1);
    for (k, x) in &mut m {
        *x += m.len();
        println!("{k}");
    }
}
