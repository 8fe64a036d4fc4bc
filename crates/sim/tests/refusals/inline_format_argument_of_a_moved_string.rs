// rustc: E0382
// A moved String named inside a format string, on the string's second line.
fn main() {
    let name = String::from("ferris");
    let moved = name;
    println!("{moved}
and {name}");
}
