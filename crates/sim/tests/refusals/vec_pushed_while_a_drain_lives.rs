// rustc: E0499
fn main() {
    let mut v = vec![1, 2, 3];
    let d = v.drain(..);
    v.push(4);
    println!("{}", d.count());
}
