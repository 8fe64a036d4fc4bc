// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    let doubled: Vec<i32> = v
        .iter()
        .map(|x| {
            v.push(1);
            x * 2
        })
        .collect();
    println!("{:?}", doubled);
}
