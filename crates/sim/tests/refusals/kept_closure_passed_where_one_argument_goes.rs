// rustc: E0593
fn main() {
    let v = vec![1, 2, 3];
    let add = |a: &i32, b: i32| a + b;
    let sums: Vec<i32> = v.iter().map(add).collect();
    println!("{:?}", sums);
}
