// rustc: E0505
fn main() {
    let mut v: Vec<&String> = Vec::new();
    let s = String::from("x");
    v.push(&s);
    drop(s);
    println!("{}", v.len());
}
