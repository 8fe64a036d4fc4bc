// The script's own compound assignment and negation: `a += b` runs `add_assign(&mut a, b)` on
// the place where `a` lives (a local, a struct's field, a vector's element), `MulAssign<f64>`
// picks the right operand's type, and `-a` runs `neg(a)`.
use std::ops::{AddAssign, MulAssign, Neg, SubAssign};

#[derive(Debug, Clone, Copy, PartialEq)]
struct V2 { x: f64, y: f64 }

impl AddAssign for V2 {
    fn add_assign(&mut self, o: V2) { self.x += o.x; self.y += o.y; }
}
impl SubAssign for V2 {
    fn sub_assign(&mut self, o: V2) { self.x -= o.x; self.y -= o.y; }
}
impl MulAssign<f64> for V2 {
    fn mul_assign(&mut self, k: f64) { self.x *= k; self.y *= k; }
}
impl Neg for V2 {
    type Output = V2;
    fn neg(self) -> V2 { V2 { x: -self.x, y: -self.y } }
}

struct Body { pos: V2, vel: V2 }

fn main() {
    let mut body = Body { pos: V2 { x: 0.0, y: 0.0 }, vel: V2 { x: 1.5, y: -0.5 } };
    for step in 0..3 {
        body.pos += body.vel;
        body.vel *= 0.5;
        println!("{step}: {:?} {:?}", body.pos, body.vel);
    }
    let mut v = vec![V2 { x: 1.0, y: 1.0 }, V2 { x: 2.0, y: 2.0 }];
    v[1] -= V2 { x: 0.5, y: 0.25 };
    let back = -v[1];
    println!("{:?} {:?} {:?}", v, back, -(-back));
}
