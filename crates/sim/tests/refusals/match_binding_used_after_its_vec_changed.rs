// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    match v.last() {
        Some(x) => {
            v.push(*x);
            println!("{x}");
        }
        None => {}
    }
}
