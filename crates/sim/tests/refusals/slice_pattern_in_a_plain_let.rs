// rustc: E0005
fn main() {
    let v = vec![1, 2];
    let [a, b] = v.as_slice();
    println!("{a} {b}");
}
