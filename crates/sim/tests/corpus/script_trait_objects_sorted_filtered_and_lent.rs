// Trait objects through closures and lifetimes: a `Vec<Box<dyn Shape>>` sorted by a closure
// that calls a trait method on both sides, mapped and summed, reborrowed as `Vec<&dyn Shape>`
// (`&**b`) and filtered, and an `Option<&'a dyn Shape>` a function returns from the slice it
// was lent.
trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> String;
}
struct Sq(f64);
struct Circle(f64);
impl Shape for Sq {
    fn area(&self) -> f64 { self.0 * self.0 }
    fn name(&self) -> String { format!("square {}", self.0) }
}
impl Shape for Circle {
    fn area(&self) -> f64 { 3.14 * self.0 * self.0 }
    fn name(&self) -> String { format!("circle {}", self.0) }
}
fn largest<'a>(shapes: &'a [Box<dyn Shape>]) -> Option<&'a dyn Shape> {
    let mut best: Option<&dyn Shape> = None;
    for s in shapes {
        match best {
            Some(b) if b.area() >= s.area() => {}
            _ => best = Some(&**s),
        }
    }
    best
}
fn main() {
    let mut shapes: Vec<Box<dyn Shape>> = vec![Box::new(Sq(3.0)), Box::new(Circle(1.0)), Box::new(Sq(1.5))];
    shapes.sort_by(|a, b| a.area().partial_cmp(&b.area()).unwrap());
    let names: Vec<String> = shapes.iter().map(|s| s.name()).collect();
    println!("{}", names.join(", "));
    let total: f64 = shapes.iter().map(|s| s.area()).sum();
    println!("{total:.2}");
    let refs: Vec<&dyn Shape> = shapes.iter().map(|b| &**b).collect();
    for r in refs.iter().filter(|r| r.area() > 2.5) {
        println!("big: {}", r.name());
    }
    if let Some(b) = largest(&shapes) {
        println!("largest {}", b.name());
    }
}
