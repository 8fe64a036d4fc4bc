// rustc: E0046
#[derive(PartialEq, Eq, PartialOrd)]
struct P(u8);
impl Ord for P {}
fn main() {}
