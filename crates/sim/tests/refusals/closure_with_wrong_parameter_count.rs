// rustc: E0593
fn main() {
    let v = vec![1, 2, 3];
    let doubled: Vec<i32> = v.iter().map(|a, b| a + b).collect();
    println!("{:?}", doubled);
}
