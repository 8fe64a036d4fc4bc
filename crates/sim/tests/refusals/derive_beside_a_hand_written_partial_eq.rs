// rustc: E0119
#[derive(PartialEq)]
struct P(u8);
impl PartialEq for P { fn eq(&self, o: &Self) -> bool { self.0 == o.0 } }
fn main() {}
