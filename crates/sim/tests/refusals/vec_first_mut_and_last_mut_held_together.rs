// rustc: E0499
fn main() {
    let mut v = vec![1, 2];
    let first = v.first_mut();
    let last = v.last_mut();
    if let (Some(a), Some(b)) = (first, last) {
        std::mem::swap(a, b);
    }
    println!("{:?}", v);
}
