// rustc: E0277
trait Named { fn name(&self) -> String; }
trait Greeter: Named { fn greet(&self) -> String { self.name() } }
struct R;
impl Greeter for R {}
fn main() { println!("{}", R.greet()); }
