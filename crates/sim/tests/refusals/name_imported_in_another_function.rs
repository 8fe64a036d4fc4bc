// rustc: E0433
// A `use` in one function's body does not reach another function.
fn main() {
    use std::collections::HashMap;
    let mut counts: HashMap<char, u32> = HashMap::new();
    counts.insert('a', 1);
    show();
}

fn show() {
    let empty: Vec<u8> = Vec::new();
    let map = HashMap::<u8, u8>::new();
    println!("{} {}", empty.len(), map.len());
}
