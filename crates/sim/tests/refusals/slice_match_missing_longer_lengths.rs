// rustc: E0004
fn main() {
    let v = vec![1, 2];
    match v.as_slice() {
        [] => println!("none"),
        [x] => println!("{x}"),
    }
}
