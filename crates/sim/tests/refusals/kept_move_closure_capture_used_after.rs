// rustc: E0382
fn main() {
    let name = String::from("ferris");
    let greet = move || format!("hello, {name}");
    println!("{}", greet());
    println!("{name}");
}
