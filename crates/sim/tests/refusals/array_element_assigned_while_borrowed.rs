// rustc: E0506
fn main() {
    let mut a = [1, 2, 3];
    let r = &a;
    a[0] = 1;
    println!("{:?}", r);
}
