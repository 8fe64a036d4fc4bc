// rustc: E0506
fn main() {
    let mut t = (1, 2);
    let r = &t;
    t.0 += 5;
    println!("{:?}", r);
}
