// rustc: E0507
fn main() {
    let items = vec![("k".to_string(), 1)];
    let key = items.last().unwrap().0;
    println!("{key}");
}
