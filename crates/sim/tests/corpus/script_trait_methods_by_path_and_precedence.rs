// A trait's method called by the trait's path (`Meter::read(&m)`, `<Probe as Meter>::read`),
// on a value and on a `&mut dyn`: the receiver's own impl runs. An inherent method of the same
// name wins over the trait's in a method call, as rustc resolves it; `&mut self` methods
// through `&mut dyn Meter` change the value behind it.
trait Meter {
    fn read(&self) -> u64;
    fn add(&mut self, n: u64);
    fn report(&self) -> String {
        format!("{} units", self.read())
    }
}

struct Probe {
    count: u64,
}

impl Probe {
    fn read(&self) -> u64 {
        self.count * 1000
    }
}

impl Meter for Probe {
    fn read(&self) -> u64 {
        self.count
    }
    fn add(&mut self, n: u64) {
        self.count += n;
    }
}

#[derive(Debug)]
enum Gauge {
    Low,
    High(u64),
}

impl Meter for Gauge {
    fn read(&self) -> u64 {
        match self {
            Gauge::Low => 0,
            Gauge::High(n) => *n,
        }
    }
    fn add(&mut self, n: u64) {
        *self = Gauge::High(self.read() + n);
    }
    fn report(&self) -> String {
        format!("gauge {:?}", self)
    }
}

fn fill(m: &mut dyn Meter, times: u64) {
    for i in 0..times {
        m.add(i);
    }
}

fn main() {
    let mut p = Probe { count: 2 };
    println!("{} {} {}", p.read(), Meter::read(&p), <Probe as Meter>::read(&p));
    fill(&mut p, 4);
    println!("{}", p.report());
    let mut g = Gauge::Low;
    println!("{}", Meter::report(&g));
    fill(&mut g, 3);
    let meters: [&dyn Meter; 2] = [&p, &g];
    for m in meters {
        println!("{} -> {}", m.read(), Meter::report(m));
    }
}
