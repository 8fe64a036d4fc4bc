// rustc: E0382
fn main() {
    let text = String::from("bye");
    let say = || drop(text);
    println!("{text}");
    say();
}
