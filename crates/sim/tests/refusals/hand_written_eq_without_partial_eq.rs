// rustc: E0277
struct P(u8);
impl Eq for P {}
fn main() {}
