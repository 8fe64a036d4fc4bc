// rustc: E0502
fn grow(v: &mut Vec<i32>) {
    v.push(1);
}

fn main() {
    let mut v = vec![1, 2, 3];
    for x in v.iter() {
        println!("{x}");
        grow(&mut v);
    }
}
