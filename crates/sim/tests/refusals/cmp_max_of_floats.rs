// rustc: E0277
// `std::cmp::max` needs a total order (`Ord`); floats have only `PartialOrd` (NaN), so
// `f64::max` is the method to use.
fn main() {
    let slowest = std::cmp::max(1.5, 2.5);
    println!("{slowest}");
}
