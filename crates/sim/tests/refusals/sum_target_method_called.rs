// rustc: E0282
fn main() {
    let v = vec![1u32, 2];
    let s = v.iter().sum();
    println!("{}", s.pow(2));
}
