// rustc: E0596
fn main() {
    let line = String::from("x");
    let taken = std::mem::take(&mut line);
    println!("{taken}");
}
