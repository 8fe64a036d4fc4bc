// The script's own generic functions, each call with its own `T` inferred from the arguments:
// a slice of `T` (`&[T]`), a returned `T` printed with `{}`, a bound's method on `T` (`clone`,
// `partial_cmp`), a `Copy` bound that lets `list[0]` be copied out, and `T` fixed by the
// type the caller expects.
use std::fmt::Display;
use std::io::{self, Write};

fn largest<T: PartialOrd + Copy>(list: &[T]) -> T {
    let mut best = list[0];
    for &item in list {
        if item > best {
            best = item;
        }
    }
    best
}

fn twice<T: Clone>(x: &T) -> (T, T) {
    (x.clone(), x.clone())
}

fn label<T: Display + PartialOrd>(a: T, b: T) -> String {
    match a.partial_cmp(&b) {
        Some(std::cmp::Ordering::Less) => format!("{a} < {b}"),
        _ => format!("{a} >= {b}"),
    }
}

fn first_owned<T: Clone>(items: &[T]) -> T {
    items[0].clone()
}

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "{} {} {}", largest(&[34, 50, 25, 100, 65]), largest(&['y', 'm', 'q']), largest(&[0.5, -2.0]))?;
    let numbers = vec![3u8, 9, 4];
    writeln!(out, "{}", largest(&numbers))?;
    writeln!(out, "{:?} {:?}", twice(&"ab".to_string()), twice(&7))?;
    writeln!(out, "{} | {}", label(1, 2), label("pear", "fig"))?;
    let name: String = first_owned(&["ann".to_string(), "bo".to_string()]);
    writeln!(out, "{name} {}", name.len())?;
    Ok(())
}
