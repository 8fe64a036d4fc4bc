// bufscope: input -="3\n4\n x \n-10\n"
use std::io::{self, BufRead};

fn main() {
    let n: i32 = "42".parse().unwrap();
    let big = "300".parse::<u8>();
    println!("{n} {:?}", big);
    match "x1".parse::<u64>() {
        Ok(v) => println!("{v}"),
        Err(e) => println!("error: {e}"),
    }
    let total: f64 = ["1.5", "2.25"].iter().map(|s| s.parse::<f64>().unwrap()).sum();
    println!("{total}");
    let stdin = io::stdin();
    let mut sum = 0i64;
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        if let Ok(v) = line.trim().parse::<i64>() {
            sum += v;
        }
    }
    println!("sum {sum}");
    let flag: bool = "true".parse().expect("a bool");
    println!("{flag}");
    let e = "".parse::<i32>().unwrap_err();
    println!("{e:?}");
}
