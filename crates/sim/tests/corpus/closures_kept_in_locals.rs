// Closures kept in a local and called by name: parameters typed where written or by the body's
// arithmetic and the calls, an FnMut counter that changes what it captured, a closure that
// reads a vector and calls an iterator adapter, one that calls another, a `move` closure
// that takes a String (and leaves the stdout lock it does not use where it is), one that
// copies an integer, a tuple parameter, and a kept closure called inside an adapter's.
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let add = |a: i32, b: i32| a + b;
    let double = |x| x * 2;
    println!("{} {}", add(2, 3), double(21));
    let mut count = 0;
    let mut inc = || count += 1;
    for _ in 0..3 {
        inc();
    }
    inc();
    println!("count {count}");
    let words = vec!["a", "bb", "ccc", "dddd"];
    let at_least = |min: usize| words.iter().filter(|w| w.len() >= min).count();
    let report = |min| format!("{} words of {min}+ letters", at_least(min));
    println!("{}; {}", report(2), report(4));
    let mut out = io::stdout().lock();
    let name = String::from("ferris");
    let greet = move |who: &str| format!("{who}, {name}!");
    writeln!(out, "{}", greet("hello"))?;
    writeln!(out, "{}", greet("goodbye"))?;
    drop(out);
    let base = 10;
    let shift = move |x: i32| x + base;
    let swap = |(a, b): (i32, char)| (b, a);
    println!("{} {:?}", shift(5), swap((1, 'x')));
    let doubled: Vec<i32> = (1..=4).map(|n| double(n) + shift(0)).collect();
    println!("{doubled:?} {}", words.len());
    Ok(())
}
