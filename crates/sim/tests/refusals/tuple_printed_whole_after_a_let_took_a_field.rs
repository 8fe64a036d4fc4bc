// rustc: E0382
fn main() {
    let pair = (String::from("name"), 7);
    let (name, _) = pair;
    println!("{name} {:?}", pair);
}
