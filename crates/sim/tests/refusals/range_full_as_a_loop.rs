// rustc: E0277
// `..` is every position of a slice (`&v[..]`), not a sequence to loop over.
fn main() {
    let v = vec![1, 2, 3];
    for i in .. {
        println!("{}", v[i]);
    }
}
