// rustc: E0382
fn main() {
    let text = String::from("bye");
    let say = || {
        println!("{text}");
        drop(text);
    };
    say();
    say();
}
