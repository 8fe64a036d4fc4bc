// rustc: E0502
fn main() {
    let mut seps = vec![','];
    let text = String::from("a,b;c");
    let parts = text.split(|c| seps.contains(&c));
    seps.push(';');
    println!("{:?}", parts.collect::<Vec<_>>());
}
