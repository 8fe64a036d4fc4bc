// rustc: E0594
// std's maps implement `Index` but not `IndexMut`: a value is changed through `get_mut`,
// `insert` or the entry API, not `map[k] = v`.
use std::collections::HashMap;

fn main() {
    let mut counts = HashMap::new();
    counts.insert("a", 1);
    counts["a"] = 5;
    println!("{}", counts["a"]);
}
