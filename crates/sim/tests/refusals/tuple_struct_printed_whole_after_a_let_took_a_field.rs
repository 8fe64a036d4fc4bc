// rustc: E0382
#[derive(Debug)]
struct Labelled(String, String);
fn main() {
    let pair = Labelled(String::from("key"), String::from("value"));
    let Labelled(key, _) = pair;
    println!("{key} {:?}", pair);
}
