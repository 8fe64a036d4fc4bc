// rustc: E0425
fn main() {
    let o = Some(3);
    if x > 2 && let Some(x) = o {
        println!("{x}");
    }
}
