// bufscope: input -="1.5 0.1 2.25\nnope\n"
// `f32` values computed in `f32`: literals rounded once from their digits, arithmetic that
// differs from `f64` (`0.1 + 0.2`), casts both ways, std's `Display`/`Debug`/`{:.3}`/`{:e}`,
// `parse::<f32>` with its error, `f32` constants and methods, a `Vec<f32>`, `sum`, a
// `serde_json::Value` from an `f32`, and a `match` on an `f32` literal.
use std::io::{self, BufRead};

fn mean(values: &[f32]) -> f32 {
    values.iter().sum::<f32>() / values.len() as f32
}

fn main() {
    let a: f32 = 0.1;
    let b = 0.2f32;
    let sum = a + b;
    println!("{} {:?} {}", sum, sum, 0.1 + 0.2);
    println!("{} {}", sum as f64, (0.1f64 + 0.2) as f32);
    let third = 1.0f32 / 3.0;
    println!("{third} {third:.3} {third:e} {:?} {:10.4}|", third * 3.0, third);
    println!("{} {} {}", 16777217 as f32, 2.9f32 as i32, -1.5f32 as u8);
    println!("{:?} {:?} {:?}", f32::MAX, f32::EPSILON, f32::MIN_POSITIVE);
    let x = 13.37f32;
    println!("{} {} {} {}", x.sqrt(), x.floor(), x.round(), x.fract());
    println!("{} {} {}", x.powi(2), x.min(2.5), (-x).clamp(-1.0, 1.0));
    println!("{} {}", x.to_string(), (x * 2.0).abs());

    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let first = lines.next().unwrap().unwrap();
    let values: Vec<f32> = first
        .split_whitespace()
        .map(|w| w.parse::<f32>().unwrap())
        .collect();
    println!("{:?} mean {}", values, mean(&values));
    let bad = lines.next().unwrap().unwrap();
    match bad.parse::<f32>() {
        Ok(v) => println!("parsed {v}"),
        Err(e) => println!("error: {e} / {e:?}"),
    }
    match "1.5".parse::<f32>() {
        Ok(1.5) => println!("one and a half"),
        Ok(other) => println!("other {other}"),
        Err(e) => println!("{e}"),
    }
    let json: serde_json::Value = x.into();
    println!("{json} {}", serde_json::json!(values));
    let nan = 0.0f32 / 0.0;
    println!("{} {} {:?}", nan.is_nan(), nan.max(1.0), 1.0f32 / 0.0);
}
