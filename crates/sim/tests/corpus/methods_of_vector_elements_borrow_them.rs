// A method taking `&self` called on `v[i]`, a struct element of a vector (and on a boxed one
// of a `Vec<Box<S>>`): `self` is a reference to the element, used twice in the method's body,
// and the vector keeps its elements for the calls after.
struct Gauge {
    level: u8,
}

impl Gauge {
    fn read(&self) -> u8 {
        self.level
    }
    fn doubled(&self) -> u16 {
        u16::from(self.read()) + u16::from(self.read())
    }
}

fn main() {
    let gauges = vec![Gauge { level: 3 }, Gauge { level: 9 }];
    println!("{} {}", gauges[0].doubled(), gauges[1].doubled());
    let boxed: Vec<Box<Gauge>> = vec![Box::new(Gauge { level: 40 })];
    println!("{}", boxed[0].doubled());
    println!("{}", gauges.iter().map(|g| g.doubled()).sum::<u16>());
}
