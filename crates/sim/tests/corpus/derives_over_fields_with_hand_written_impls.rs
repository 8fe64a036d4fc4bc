// A derived `Debug` formats a field whose type has a hand-written `impl Debug` through that
// impl (rustc requires only that the field's type implements it), with `{:?}` and `{:#?}`,
// inside a struct, an enum and a `Vec`.
use std::fmt;

struct Celsius(f64);

impl fmt::Debug for Celsius {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:.1}°C", self.0)
    }
}

#[derive(Debug)]
struct Reading {
    station: &'static str,
    temperature: Celsius,
}

#[derive(Debug)]
enum Log {
    Empty,
    Readings(Vec<Reading>),
}

fn main() {
    let first = Reading { station: "north", temperature: Celsius(12.25) };
    println!("{:?}", first);
    let log = Log::Readings(vec![first, Reading { station: "south", temperature: Celsius(-3.0) }]);
    println!("{:#?}", log);
    println!("{:?}", Log::Empty);
}
