// rustc: E0502
fn main() {
    let mut data = vec![1, 2, 3];
    let mut t: &mut [i32] = &mut data[..];
    t = &mut t[1..];
    println!("{:?}", data);
    t[0] = 5;
}
