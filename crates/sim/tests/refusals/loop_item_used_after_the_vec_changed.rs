// rustc: E0502
// The loop leaves by `break`, but its item `x` still points into `v` after the push.
fn main() {
    let mut v = vec![1, 2, 3];
    for x in v.iter() {
        v.push(4);
        println!("{x}");
        break;
    }
}
