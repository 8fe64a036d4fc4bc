// rustc: E0499
fn grow(v: &mut Vec<i32>) {
    for x in v.iter_mut() {
        v.push(1);
        *x += 1;
    }
}

fn main() {
    let mut v = vec![1, 2, 3];
    grow(&mut v);
}
