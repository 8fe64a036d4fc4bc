// rustc: E0502
fn main() {
    let mut v = vec![1, 2, 3];
    for (i, x) in v.iter().enumerate() {
        v.push(1);
        println!("{i} {x}");
        break;
    }
}
