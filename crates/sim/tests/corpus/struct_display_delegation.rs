// Display impls that delegate: each write! in a fmt is its own sequence of write_str calls,
// so unbuffered stderr shows every piece.
use std::fmt;

struct Celsius(f64);

struct Reading {
    place: &'static str,
    temp: Celsius,
}

impl fmt::Display for Celsius {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}°C", self.0)
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place)?;
        write!(f, "{}", self.temp)
    }
}

fn main() {
    let r = Reading { place: "Oslo", temp: Celsius(-3.25) };
    eprintln!("{r}");
    let line = format!("[{}]", r);
    eprintln!("{} ({} bytes)", line, line.len());
    let text = r.temp.to_string();
    print!("{text}\n");
}
