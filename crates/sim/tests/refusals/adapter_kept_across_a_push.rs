// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    let mut e = v.iter().enumerate();
    v.push(1);
    println!("{:?}", e.next());
}
