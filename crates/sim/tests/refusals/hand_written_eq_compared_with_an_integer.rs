// rustc: E0308
struct P(u8);
impl PartialEq for P { fn eq(&self, o: &Self) -> bool { self.0 == o.0 } }
fn main() { let p = P(1); println!("{}", p == 1); }
