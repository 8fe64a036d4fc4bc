// rustc: E0596
fn main() {
    let v = vec![1, 2];
    if let Some(x) = v.get_mut(0) {
        *x = 5;
    }
    println!("{:?}", v);
}
