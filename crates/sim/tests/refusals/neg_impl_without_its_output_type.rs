// rustc: E0046
struct P(u8);
impl std::ops::Neg for P {
    fn neg(self) -> P { P(self.0) }
}
fn main() { println!("{}", (-P(1)).0); }
