// A turbofish on the script's own generic functions: the types written there are the generic
// parameters', so they type the arguments (`200` is a `u8`, `0.1` an `f32`, `1 << 40` a
// `u64`) and the return value, as rustc does; the function runs as called without one.
use std::fmt::{Debug, Display};
use std::io::Write;

fn show<T: Display>(value: T) -> String {
    format!("<{value}>")
}

fn both<A: Display, B: Debug>(a: A, b: B) {
    println!("{a} and {b:?}");
}

fn send<W: Write>(mut out: W, text: &str) -> W {
    out.write_all(text.as_bytes()).unwrap();
    out
}

fn main() {
    println!("{} {}", show::<u8>(200), show::<i64>(-5));
    println!("{} {}", show::<f32>(0.1), show::<f64>(0.1));
    println!("{}", show::<u64>(1 << 40));
    println!("{}", show::<&str>("text"));
    both::<u16, Option<char>>(7, Some('x'));
    both::<String, [i8; 2]>("pair".to_string(), [-1, 1]);
    let stdout = send::<std::io::Stdout>(std::io::stdout(), "to stdout\n");
    drop(stdout);
}
