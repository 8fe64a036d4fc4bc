// rustc: E0382
fn main() {
    let names = [String::from("ada"), String::from("bo")];
    let count = names.into_iter().count();
    println!("{count} {}", names[0]);
}
