// rustc: E0308
use std::collections::BTreeMap;

fn main() {
    let mut squares = BTreeMap::new();
    squares.insert(2, 4);
    println!("{}", squares[2]);
}
