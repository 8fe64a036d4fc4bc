// rustc: E0271
fn main() {
    let text = "a,b";
    let parts: Vec<&str> = text.split(|c: char| if c == ',' { 1 } else { 0 }).collect();
    println!("{parts:?}");
}
