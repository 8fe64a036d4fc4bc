// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    for x in &mut v {
        println!("{}", v.len());
        *x += 1;
    }
}
