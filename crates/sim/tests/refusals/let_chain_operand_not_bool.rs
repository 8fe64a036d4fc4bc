// rustc: E0308
fn main() {
    let o: Option<i32> = Some(3);
    if let Some(x) = o && x {
        println!("{x}");
    }
}
