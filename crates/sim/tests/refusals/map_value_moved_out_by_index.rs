// rustc: E0507
use std::collections::HashMap;

fn main() {
    let mut names = HashMap::new();
    names.insert(1, String::from("one"));
    let name = names[&1];
    println!("{name}");
}
