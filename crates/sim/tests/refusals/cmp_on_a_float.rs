// rustc: E0599
// Floats have no `cmp` (NaN has no place in a total order): `partial_cmp` or `total_cmp`.
fn main() {
    let x = 2.5f64;
    println!("{:?}", x.cmp(&1.0));
}
