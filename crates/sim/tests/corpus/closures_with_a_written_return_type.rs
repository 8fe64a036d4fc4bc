// Closures whose return type is written: kept in a local and called by name (the body a
// block, its tail and a `return` checked against the type, an integer literal typed by it),
// a `move` one that returns a String, one that returns an Option and one that returns a
// Result, and closures with a written return type passed to iterator adapters, a consumer
// and an Option combinator.
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let add_one = |i: i32| -> i32 { i + 1 };
    let wide = |n: u8| -> u64 { 1 << 40 | n as u64 };
    let clamp = |x: i64| -> i64 {
        if x > 100 {
            return 100;
        }
        x
    };
    println!("{} {} {} {}", add_one(41), wide(7), clamp(250), clamp(-3));
    let name = String::from("ferris");
    let greet = move |who: &str| -> String { format!("{who}, {name}!") };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", greet("hello"))?;
    drop(out);
    let half = |n: u32| -> Option<u32> {
        if n % 2 == 0 { Some(n / 2) } else { None }
    };
    println!("{:?} {:?}", half(10), half(7));
    let parse = |s: &str| -> Result<i32, std::num::ParseIntError> { s.trim().parse::<i32>() };
    let total = parse(" 12 ").unwrap() + parse("30").unwrap();
    println!("{total} {}", parse("x").is_err());
    let squares: Vec<u64> = (1..=5).map(|n| -> u64 { n * n }).collect();
    let odd: Vec<&u64> = squares.iter().filter(|n| -> bool { **n % 2 == 1 }).collect();
    let sum = squares.iter().fold(0, |acc, n| -> u64 { acc + n });
    let shown = half(8).map(|h| -> String { format!("half is {h}") });
    println!("{squares:?} {odd:?} {sum} {shown:?}");
    let mut lines = Vec::new();
    (0..3).for_each(|i| -> () { lines.push(format!("line {i}")) });
    println!("{}", lines.join(", "));
    Ok(())
}
