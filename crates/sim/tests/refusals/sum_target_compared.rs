// rustc: E0283
fn main() {
    let v = vec![1u32, 2];
    let s = v.iter().sum();
    if s > 2 {
        println!("big");
    }
}
