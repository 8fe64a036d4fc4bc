// A `let` of a struct pattern with `..` drops the fields it passes over when the statement
// ends, in their order, as it drops a temporary; a pattern with a `ref` binding keeps its
// temporary alive until the block ends (rustc extends it), so its fields drop after the
// variables declared later. Each drop prints, so the order is in the output.
struct D(&'static str);
impl Drop for D {
    fn drop(&mut self) { println!("drop {}", self.0); }
}
struct Pair { a: D, b: D, n: u32 }
enum E { V { a: D, b: D } }
fn make(tag: &'static str) -> Pair { Pair { a: D(tag), b: D("b"), n: 1 } }
fn main() {
    let Pair { n, .. } = make("first");
    println!("n = {n}");
    let Pair { b, .. } = make("second");
    println!("kept {}", b.0);
    let (ref first, _) = (D("tuple-a"), D("tuple-b"));
    println!("ref {}", first.0);
    let E::V { a, .. } = E::V { a: D("va"), b: D("vb") };
    println!("variant {}", a.0);
    let Pair { ref n, .. } = make("third");
    println!("ref n = {n}");
    println!("end of main");
}
