// rustc: E0277
fn main() {
    let v = vec![1.5, 0.5];
    let m = v.iter().max();
    println!("{:?}", m);
}
