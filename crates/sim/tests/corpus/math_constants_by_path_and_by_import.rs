// std's math constants by their path (`std::f64::consts::TAU`), by an imported name (`PI` after
// `use std::f64::consts::PI;`, also in a `const`) and through an imported module (`consts::E` of
// `f32`), printed with every digit: the compiled program's bits exactly.
use std::f64::consts::PI;
use std::f32::consts;
const AREA: f64 = 2.0 * PI;
fn main() {
    let tau = std::f64::consts::TAU;
    println!("{} {} {} {}", PI, AREA, tau == AREA, consts::E);
    println!("{:.3} {}", std::f64::consts::FRAC_PI_2, f64::EPSILON);
    let x = u32::MAX;
    println!("{x}");
}
