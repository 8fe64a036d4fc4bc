// rustc: E0596
// `extend` changes the vector: it must be declared `mut`.
fn main() {
    let v = vec![1, 2];
    v.extend(vec![3, 4]);
    println!("{:?}", v);
}
