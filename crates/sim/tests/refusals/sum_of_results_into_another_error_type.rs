// rustc: E0277
fn main() {
    let parsed = ["1", "2"].iter().map(|w| w.parse::<i32>());
    let total: Result<i32, String> = parsed.sum();
    println!("{total:?}");
}
