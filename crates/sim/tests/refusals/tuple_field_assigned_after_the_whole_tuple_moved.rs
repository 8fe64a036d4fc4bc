// rustc: E0382
fn main() {
    let mut pair = (String::from("name"), String::from("value"));
    let moved = pair;
    pair.0 = String::from("again");
    println!("{:?}", moved);
}
