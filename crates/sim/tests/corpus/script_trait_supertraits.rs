// The script's traits with supertraits: a provided method that uses the supertraits' methods
// and `Debug` through `self`, a `T: Greeter` whose bound brings `Named`'s method, a
// `&dyn Greeter` printed with `{:?}`, a `Box<dyn Shape>` printed with `{}` and `to_string()`
// (its `Display` supertrait), and `to_string()` of a generic `T: Display`.
use std::fmt;

trait Named {
    fn name(&self) -> String;
}

trait Greeter: Named + fmt::Debug {
    fn greet(&self) -> String {
        format!("hello from {} ({:?})", self.name(), self)
    }
}

trait Shape: fmt::Display {
    fn area(&self) -> f64;
    fn label(&self) -> String {
        format!("{self} has area {:.1}", self.area())
    }
}

#[derive(Debug)]
struct Robot {
    id: u32,
}

impl Named for Robot {
    fn name(&self) -> String {
        format!("robot-{}", self.id)
    }
}

impl Greeter for Robot {}

struct Square(f64);

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "square {}", self.0)
    }
}

impl Shape for Square {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
}

fn shout<T: fmt::Display>(t: T) -> String {
    t.to_string().to_uppercase()
}

fn introduce<T: Greeter>(g: &T) -> String {
    format!("{} / {}", g.greet(), g.name())
}

fn main() {
    let r = Robot { id: 7 };
    println!("{}", introduce(&r));
    println!("{} {}", shout(Square(0.5)), shout(12));
    let g: &dyn Greeter = &r;
    println!("{} {:?}", g.name(), g);
    let shapes: Vec<Box<dyn Shape>> = vec![Box::new(Square(1.5)), Box::new(Square(2.0))];
    for s in &shapes {
        println!("{} | {} | {}", s, s.label(), s.to_string().len());
    }
}
