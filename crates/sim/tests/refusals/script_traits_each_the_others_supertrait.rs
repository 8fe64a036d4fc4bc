// rustc: E0391
trait A: B { fn a(&self) {} }
trait B: A { fn b(&self) {} }
fn main() {}
