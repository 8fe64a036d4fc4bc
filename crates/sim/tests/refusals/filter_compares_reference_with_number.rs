// rustc: E0308
fn main() {
    let v = vec![1, 2, 3];
    let kept: Vec<i32> = v.into_iter().filter(|x| x > 1).collect();
    println!("{:?}", kept);
}
