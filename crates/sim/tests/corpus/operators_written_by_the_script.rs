// The script's own arithmetic operators: `a + b`, `a - b`, `a * k` and `a * b` run the `add`,
// `sub` and `mul` of its impls (`impl Mul<f64>` and `impl Mul` side by side, picked by the right
// operand), their `Output` the result; operands are taken by value, left to right, and an
// operator inside a chain runs in the order precedence gives it (each `add` prints).
use std::ops::{Add, Mul, Sub};

#[derive(Debug, Clone, Copy, PartialEq)]
struct V2 { x: f64, y: f64 }

impl Add for V2 {
    type Output = V2;
    fn add(self, o: V2) -> V2 { V2 { x: self.x + o.x, y: self.y + o.y } }
}
impl Sub for V2 {
    type Output = V2;
    fn sub(self, o: V2) -> V2 { V2 { x: self.x - o.x, y: self.y - o.y } }
}
impl Mul<f64> for V2 {
    type Output = V2;
    fn mul(self, k: f64) -> V2 { V2 { x: self.x * k, y: self.y * k } }
}
impl Mul for V2 {
    type Output = f64;
    fn mul(self, o: V2) -> f64 { self.x * o.x + self.y * o.y }
}

#[derive(Debug)]
struct Money(i64);
impl std::ops::Add for Money {
    type Output = Money;
    fn add(self, o: Money) -> Money { println!("adding {} and {}", self.0, o.0); Money(self.0 + o.0) }
}

fn main() {
    let a = V2 { x: 1.0, y: 2.0 };
    let b = V2 { x: 0.5, y: -1.0 };
    println!("{:?} {:?}", a + b, a - b);
    println!("{:?} {}", a * 2.0, a * b);
    let c = a + b * 3.0 - a;
    println!("{c:?} {}", c == b * 3.0);
    let total = Money(5) + Money(7) + Money(1);
    println!("{total:?}");
}
