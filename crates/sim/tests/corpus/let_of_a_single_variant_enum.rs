// A `let` whose pattern covers every value of its type is no refutable binding: a struct's
// tuple pattern, the only variant of an enum, a tuple.
#[derive(Debug)]
enum Wrapper { Only(i32, String) }
struct Meters(f64);
fn main() {
    let w = Wrapper::Only(3, "x".into());
    let Wrapper::Only(n, s) = w;
    let Meters(m) = Meters(2.5);
    println!("{n} {s} {m}");
    let pair = (Some(1), 2);
    if let (Some(a), b) = pair { println!("{a}{b}"); }
}
