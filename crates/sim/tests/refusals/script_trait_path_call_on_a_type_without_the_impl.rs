// rustc: E0277
trait A { fn name(&self) -> String; }
struct S;
struct T;
impl A for S { fn name(&self) -> String { "a".into() } }
fn main() { println!("{}", A::name(&T)); }
