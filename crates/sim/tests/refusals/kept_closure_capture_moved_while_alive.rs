// rustc: E0505
fn main() {
    let name = String::from("ferris");
    let len = || name.len();
    let taken = name;
    println!("{} {taken}", len());
}
