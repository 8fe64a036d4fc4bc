// rustc: E0594
// `r` is a `&i32`: assigning through it needs a `&mut`.
fn main() {
    let mut n = 1;
    let r = &n;
    *r = 2;
    println!("{n}");
}
