// rustc: E0308
fn main() {
    for c in 'a'..5 {
        println!("{c}");
    }
}
