// rustc: E0596
fn main() {
    let v = vec![1, 2, 3];
    let d: Vec<i32> = v.drain(..).collect();
    println!("{:?}", d);
}
