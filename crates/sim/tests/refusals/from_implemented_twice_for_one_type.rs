// rustc: E0119
#[derive(Debug)]
struct Meters(f64);

impl From<f64> for Meters {
    fn from(n: f64) -> Self {
        Meters(n)
    }
}

impl From<f64> for Meters {
    fn from(feet: f64) -> Self {
        Meters(feet * 0.3048)
    }
}

fn main() {
    println!("{:?}", Meters::from(3.0));
}
