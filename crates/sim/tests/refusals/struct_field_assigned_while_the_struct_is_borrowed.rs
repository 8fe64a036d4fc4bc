// rustc: E0506
struct S {
    total: i32,
}
fn main() {
    let mut s = S { total: 0 };
    let r = &s;
    s.total = 1;
    println!("{}", r.total);
}
