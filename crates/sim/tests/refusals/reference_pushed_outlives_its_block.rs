// rustc: E0597
fn main() {
    let mut names: Vec<&str> = Vec::new();
    {
        let name = String::from("ferris");
        names.push(&name);
    }
    println!("{names:?}");
}
