// rustc: E0023
struct Meters(f64);

fn main() {
    let lengths = vec![Meters(1.5)];
    for Meters(m, unit) in lengths {
        println!("{} {}", m, unit);
    }
}
