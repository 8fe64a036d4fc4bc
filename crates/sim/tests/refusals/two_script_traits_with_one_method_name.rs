// rustc: E0034
trait A { fn name(&self) -> String; }
trait B { fn name(&self) -> String; }
struct S;
impl A for S { fn name(&self) -> String { "a".into() } }
impl B for S { fn name(&self) -> String { "b".into() } }
fn main() { println!("{}", S.name()); }
