// rustc: E0502
fn size(a: &mut Vec<i32>, n: usize) -> usize { a.len() + n }
fn main() {
    let mut v = vec![1, 2, 3];
    println!("{}", size(&mut v, v.len()));
}
