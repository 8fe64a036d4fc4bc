// bufscope: input -="3.0 4.0\n2.5\n-7.25\n"
// `f64`'s methods computed by std's own (`sqrt`, `abs`, `floor`, `ceil`, `round`, `trunc`,
// `fract`, `powi`, `powf`, `min`, `max`, `clamp`, `hypot`, `total_cmp`), with `{:.2}` and
// `to_string`, on numbers parsed from stdin.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<f64> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let (a, b) = (numbers[0], numbers[1]);
    println!("{} {} {}", (a * a + b * b).sqrt(), a.hypot(b), a.powi(3));
    for x in &numbers {
        println!(
            "{x}: abs {} floor {} ceil {} round {} trunc {} fract {:.3} sign {}",
            x.abs(),
            x.floor(),
            x.ceil(),
            x.round(),
            x.trunc(),
            x.fract(),
            x.signum()
        );
    }
    let mean = numbers.iter().sum::<f64>() / numbers.len() as f64;
    println!("mean {:.2} {}", mean, mean.to_string());
    println!("{} {}", 2.0f64.powf(0.5), 10.0f64.powf(-2.0));
    println!("{} {} {}", a.min(b), a.max(b), (-3.5f64).clamp(-1.0, 1.0));
    let mut sorted = numbers.clone();
    sorted.sort_by(|x, y| y.total_cmp(x));
    println!("{:?}", sorted);
    let nan = 0.0f64 / 0.0;
    println!("{} {} {}", nan.is_nan(), (1.0f64 / 0.0).is_finite(), nan.max(1.0));
}
