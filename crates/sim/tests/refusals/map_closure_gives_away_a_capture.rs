// rustc: E0507
fn main() {
    let suffix = String::from("!");
    let shouted: Vec<String> = ["a", "b"].iter().map(|w| w.to_string() + &{ suffix }).collect();
    println!("{shouted:?}");
}
