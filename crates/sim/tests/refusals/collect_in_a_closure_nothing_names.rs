// rustc: E0283
fn main() {
    let rows = ["ab", "cd"];
    let n = rows.iter().map(|r| r.chars().collect()).count();
    println!("{n}");
}
