// rustc: E0503
struct S {
    items: Vec<i32>,
    total: i32,
}
fn main() {
    let mut s = S { items: vec![1], total: 0 };
    let r = &mut s;
    let t = s.total;
    r.total = 2;
    println!("{t}");
}
