// rustc: E0382
fn main() {
    let mut pair = (String::from("name"), String::from("value"));
    let (name, _) = pair;
    pair.0 += "!";
    println!("{name}");
}
