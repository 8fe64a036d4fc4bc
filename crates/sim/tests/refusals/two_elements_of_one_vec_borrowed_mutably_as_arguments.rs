// rustc: E0499
fn take2(a: &mut i32, b: &mut i32) { let t = *a; *a = *b; *b = t; }
fn main() {
    let mut v = vec![1, 2, 3];
    take2(&mut v[0], &mut v[1]);
    println!("{:?}", v);
}
