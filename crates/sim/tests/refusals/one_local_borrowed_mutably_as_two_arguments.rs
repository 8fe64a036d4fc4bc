// rustc: E0499
fn take2(a: &mut i32, b: &mut i32) { *a += *b; }
fn main() {
    let mut a = 1;
    take2(&mut a, &mut a);
    println!("{a}");
}
