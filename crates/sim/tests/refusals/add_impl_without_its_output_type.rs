// rustc: E0046
struct P(u8);
impl std::ops::Add for P {
    fn add(self, o: P) -> P { P(self.0 + o.0) }
}
fn main() { println!("{}", (P(1) + P(2)).0); }
