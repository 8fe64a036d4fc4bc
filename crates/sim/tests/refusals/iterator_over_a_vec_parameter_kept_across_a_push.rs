// rustc: E0502
fn grow(v: &mut Vec<i32>) {
    let mut it = v.iter();
    v.push(1);
    it.next();
}

fn main() {
    let mut v = vec![1, 2, 3];
    grow(&mut v);
}
