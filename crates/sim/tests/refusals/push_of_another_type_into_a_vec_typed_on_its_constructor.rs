// rustc: E0308
fn main() {
    let mut v = Vec::<i32>::new();
    v.push(1u8);
    println!("{:?}", v);
}
