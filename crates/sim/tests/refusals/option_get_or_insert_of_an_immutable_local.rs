// rustc: E0596
fn main() {
    let cache: Option<Vec<u8>> = None;
    cache.get_or_insert(Vec::new()).push(1);
    println!("{:?}", cache);
}
