// rustc: E0425
fn main() {
    let o = Some(3);
    if let Some(x) = o && x > 2 {
        println!("{x}");
    } else {
        println!("{}", x);
    }
}
