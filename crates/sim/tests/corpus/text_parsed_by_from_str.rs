// bufscope: args=84 36 x
// `T::from_str(text)` with `std::str::FromStr` in scope: what `text.parse::<T>()` calls, for
// integers (the command line's arguments, as Programming Rust's gcd reads them), floats,
// `bool`, `char` and `String`, with std's errors.
use std::env;
use std::str::FromStr;

fn gcd(mut n: u64, mut m: u64) -> u64 {
    while m != 0 {
        if m < n {
            std::mem::swap(&mut m, &mut n);
        }
        m %= n;
    }
    n
}

fn main() {
    let mut numbers = Vec::new();
    for arg in env::args().skip(1) {
        match u64::from_str(&arg) {
            Ok(n) => numbers.push(n),
            Err(e) => eprintln!("skipping {arg:?}: {e}"),
        }
    }
    let mut d = numbers[0];
    for m in &numbers[1..] {
        d = gcd(d, *m);
    }
    println!("gcd of {numbers:?} is {d}");
    println!("{:?} {:?}", f64::from_str("2.5"), f32::from_str("x"));
    println!("{:?} {:?}", bool::from_str("true"), char::from_str("ab"));
    println!("{:?} {:?}", i8::from_str("-128"), u8::from_str("256"));
    let owned = String::from_str("kept as it is").unwrap();
    println!("{owned}");
}
