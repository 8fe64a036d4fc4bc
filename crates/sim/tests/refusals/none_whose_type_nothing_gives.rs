// rustc: E0282
fn main() {
    let found = None.is_some();
    println!("found: {found}");
}
