// rustc: E0502
// `map`'s closure holds `n` mutably while `for_each` runs the chain.
fn main() {
    let v = vec![1, 2, 3];
    let mut n = 0;
    v.iter()
        .map(|x| {
            n += 1;
            *x
        })
        .for_each(|x| println!("{} {}", x, n));
}
