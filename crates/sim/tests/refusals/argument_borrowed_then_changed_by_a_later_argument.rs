// rustc: E0502
fn show(a: &Vec<i32>, _b: ()) { println!("{:?}", a); }
fn main() {
    let mut v = vec![1, 2, 3];
    show(&v, v.push(4));
}
