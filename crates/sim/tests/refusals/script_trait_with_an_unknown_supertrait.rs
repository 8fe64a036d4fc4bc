// rustc: E0405
trait A: Nope { fn a(&self) {} }
fn main() {}
