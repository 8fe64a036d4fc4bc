// rustc: E0283
fn main() {
    let v = (1..3).collect();
    println!("{:?}", v);
}
