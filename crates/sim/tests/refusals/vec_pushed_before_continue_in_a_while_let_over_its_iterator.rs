// rustc: E0502
// `continue` goes back to `it.next()`, which still borrows `v`.
fn main() {
    let mut v = vec![1, 2, 3];
    let mut it = v.iter();
    while let Some(x) = it.next() {
        if *x == 1 {
            v.push(1);
            continue;
        }
        println!("{x}");
    }
}
