// rustc: E0046
struct C(u8);
impl Default for C {}
fn main() { println!("{}", C::default().0); }
