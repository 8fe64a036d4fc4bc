// rustc: E0277
fn main() {
    let rows = ["ab", "cd"];
    let v: Vec<Vec<u8>> = rows.iter().map(|r| r.chars().collect()).collect();
    println!("{v:?}");
}
