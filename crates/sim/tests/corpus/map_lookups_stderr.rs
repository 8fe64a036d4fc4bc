// HashMap lookups and updates, each answer printed on unbuffered stderr.
use std::collections::HashMap;

fn main() {
    let mut sizes: HashMap<&str, u64> = HashMap::new();
    sizes.insert("a.txt", 120);
    sizes.insert("b.log", 4096);
    let old = sizes.insert("a.txt", 150);
    eprintln!("{:?} {}", old, sizes.len());
    eprintln!("{:?} {:?}", sizes.get("b.log"), sizes.get("c.bin"));
    if let Some(size) = sizes.get_mut("b.log") {
        *size *= 2;
    }
    eprintln!("{} {}", sizes.get("b.log").unwrap(), sizes.contains_key("a.txt"));
    let removed = sizes.remove("a.txt");
    eprintln!("{:?} {} {}", removed, sizes.len(), sizes.is_empty());
    let total: u64 = sizes.values().sum();
    eprintln!("total {total}");
}
