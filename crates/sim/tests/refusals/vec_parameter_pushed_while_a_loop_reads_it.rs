// rustc: E0502
// The loop borrows `*v`, the vector behind the parameter, which the push borrows mutably.
fn grow(v: &mut Vec<i32>) {
    for x in v.iter() {
        v.push(*x);
    }
}

fn main() {
    let mut v = vec![1, 2, 3];
    grow(&mut v);
}
