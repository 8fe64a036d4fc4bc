// `-x` and `!x` of a reference to a number or a bool, as std's `Neg` and `Not` for `&T`
// give: in `map` closures over `iter()`, and as a sort key (bufscope refused `-x` of a
// `&i32` with a false E0600); through two references, `-**r` dereferences first.
fn main() {
    let v = vec![3, -1, 2];
    let negated: Vec<i32> = v.iter().map(|x| -x).collect();
    let flags = vec![true, false];
    let flipped: Vec<bool> = flags.iter().map(|b| !b).collect();
    let bits: Vec<u8> = vec![0b1010u8].iter().map(|b| !b).collect();
    let halves: Vec<f64> = [1.5, -2.0].iter().map(|f| -f).collect();
    let r = &&5;
    println!("{:?} {:?} {:?} {:?} {}", negated, flipped, bits, halves, -**r);
    let mut sizes = vec![2, 9, 4];
    sizes.sort_by_key(|x| -x);
    println!("{:?}", sizes);
}
