// rustc: E0382
fn main() {
    let name: Option<String> = Some(String::from("n"));
    let fallback = name.or(Some(String::from("x")));
    println!("{:?} {:?}", fallback, name);
}
