// rustc: E0382
fn main() {
    let pair = (String::from("name"), String::from("value"));
    let (_, value) = pair;
    let moved = pair;
    println!("{value} {:?}", moved);
}
