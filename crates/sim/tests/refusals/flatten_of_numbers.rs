// rustc: E0277
fn main() {
    let v: Vec<i32> = vec![1, 2].into_iter().flatten().collect();
    println!("{:?}", v);
}
