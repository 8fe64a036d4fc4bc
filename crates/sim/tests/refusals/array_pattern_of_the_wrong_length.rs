// rustc: E0527
fn main() {
    let [a, b] = [1, 2, 3];
    println!("{a} {b}");
}
