// rustc: E0782
trait A { fn name(&self) -> String; }
struct S;
impl A for S { fn name(&self) -> String { "a".into() } }
fn main() { println!("{}", A::nope(&S)); }
