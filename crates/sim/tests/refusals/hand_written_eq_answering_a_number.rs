// rustc: E0053
struct P(u8);
impl PartialEq for P { fn eq(&self, o: &Self) -> u8 { self.0 } }
fn main() {}
