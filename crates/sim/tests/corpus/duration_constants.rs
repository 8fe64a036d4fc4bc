// `Duration::ZERO` and `Duration::MAX` as values: printed by `Debug`, compared, summed into,
// asked `is_zero`, kept in a `Vec`, and named by their whole path.
use std::time::Duration;

fn total(parts: &[Duration]) -> Duration {
    let mut sum = Duration::ZERO;
    for part in parts {
        sum += *part;
    }
    sum
}

fn main() {
    let zero = Duration::ZERO;
    println!("{:?} {} {}", zero, zero.is_zero(), zero.as_nanos());
    println!("{:?} {}", Duration::MAX, Duration::MAX.as_secs());
    let parts = vec![Duration::from_millis(1500), Duration::ZERO, Duration::new(2, 5)];
    let sum = total(&parts);
    println!("{:?} {} {}", sum, sum > zero, sum < std::time::Duration::MAX);
    let shortest = parts.iter().min().unwrap();
    println!("{:?} {}", shortest, *shortest == Duration::ZERO);
}
