// rustc: E0594
fn main() {
    let mut count = Some(1);
    if let Some(n) = &count {
        *n += 1;
    }
    count = None;
    println!("{:?}", count);
}
