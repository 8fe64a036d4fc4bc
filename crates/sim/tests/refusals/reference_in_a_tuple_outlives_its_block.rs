// rustc: E0597
fn main() {
    let pair;
    {
        let s = String::from("x");
        pair = (1, &s);
    }
    println!("{pair:?}");
}
