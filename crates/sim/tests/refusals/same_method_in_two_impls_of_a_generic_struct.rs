// rustc: E0592
// `impl<T> Meter<T>` covers `Meter<f64>` too: two `reading` methods for one type.
struct Meter<T> {
    value: T,
}

impl<T> Meter<T> {
    fn reading(&self) -> &T {
        &self.value
    }
}

impl Meter<f64> {
    fn reading(&self) -> &f64 {
        &self.value
    }
}

fn main() {}
