// rustc: E0502
fn bump(v: &mut Vec<i32>) {
    for x in v.iter_mut() {
        *x += v.len() as i32;
    }
}

fn main() {
    let mut v = vec![1, 2, 3];
    bump(&mut v);
}
