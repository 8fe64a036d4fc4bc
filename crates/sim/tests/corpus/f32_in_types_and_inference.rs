// `f32` reached by inference: unsuffixed literals in a `Vec<f32>`, an array, a struct's field,
// a constant, a function's argument and return value, a closure over `f32` items, a tuple,
// compound assignment, `Default`, `min_by` with `partial_cmp`, and serde's `f32` both ways.
use serde::{Deserialize, Serialize};

const SCALE: f32 = 1.1;
static OFFSET: f32 = -0.3;

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
struct Reading {
    label: String,
    value: f32,
}

fn scaled(x: f32) -> f32 {
    x * SCALE + OFFSET
}

fn main() {
    let v: Vec<f32> = vec![1.0, 2.5, 0.1];
    let arr = [0.7f32; 3];
    let doubled: Vec<f32> = v.iter().map(|x| x * 2.0).collect();
    println!("{:?} {:?} {:?}", v, arr, doubled);
    println!("{} {}", scaled(3.0), scaled(v[2]));
    let mut total = 0.0;
    for x in &v {
        total += *x;
    }
    total *= 3.0;
    let pair: (f32, f64) = (0.1, 0.1);
    println!("{total} {:?} {}", pair, pair.0 as f64 == pair.1);
    let r = Reading {
        label: "t".to_string(),
        value: 21.7,
    };
    let empty = Reading::default();
    println!("{:?} {:?}", r, empty);
    let text = serde_json::to_string(&r).unwrap();
    let back: Reading = serde_json::from_str(&text).unwrap();
    println!("{text} {:?}", back);
    let smallest = v.iter().copied().min_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{:?} {}", smallest, v.iter().sum::<f32>());
    let halves: Vec<f32> = (1..5).map(|n| n as f32 / 2.0).collect();
    println!("{:?} {:.1} {:>8.3}|{:<+8}|", halves, halves[1], SCALE, -OFFSET);
    let parsed: Vec<f32> = "3.14159 1e-3 inf -0".split(' ').map(|s| s.parse().unwrap()).collect();
    println!("{:?}", parsed);
}
