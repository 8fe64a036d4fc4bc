// rustc: E0502
// `continue` takes the iterator's next item: the push conflicts with it.
fn main() {
    let mut v = vec![1, 2, 3];
    for x in v.iter().enumerate() {
        if x.0 == 1 {
            v.push(4);
            continue;
        }
        println!("{:?}", x);
    }
}
