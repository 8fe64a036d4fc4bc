// rustc: E0505
fn main() {
    let pair = (String::from("name"), String::from("value"));
    let whole = &pair;
    let (name, _) = pair;
    println!("{name} {:?}", whole);
}
