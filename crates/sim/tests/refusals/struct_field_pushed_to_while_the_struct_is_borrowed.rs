// rustc: E0502
struct S {
    items: Vec<i32>,
}
fn main() {
    let mut s = S { items: vec![1] };
    let r = &s;
    s.items.push(2);
    println!("{}", r.items.len());
}
