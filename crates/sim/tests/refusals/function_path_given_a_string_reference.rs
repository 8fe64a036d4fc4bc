// rustc: E0631
fn main() {
    let words = vec![String::from(" a "), String::from("b ")];
    let trimmed: Vec<&str> = words.iter().map(str::trim).collect();
    println!("{:?}", trimmed);
}
