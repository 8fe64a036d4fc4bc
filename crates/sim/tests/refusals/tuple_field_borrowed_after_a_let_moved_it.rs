// rustc: E0382
fn main() {
    let pair = (String::from("name"), String::from("value"));
    let (name, _) = pair;
    println!("{name} {}", pair.0);
}
