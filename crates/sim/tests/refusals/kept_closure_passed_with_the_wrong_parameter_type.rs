// rustc: E0631
// `map` over `v.iter()` gives `&i32`; the closure takes `i32`.
fn main() {
    let v = vec![1, 2, 3];
    let double = |x: i32| x * 2;
    let doubled: Vec<i32> = v.iter().map(double).collect();
    println!("{:?}", doubled);
}
