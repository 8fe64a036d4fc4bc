// `unreachable!` is a panic with std's own words before the caller's message ("internal error:
// entered unreachable code: …"); the arms that return first print as they go.
fn pick(n: u8) -> &'static str {
    match n {
        0 => "zero",
        1 => "one",
        n if n < 10 => "a digit",
        n => unreachable!("{n} is checked before it gets here (limit {:>3})", 9),
    }
}

fn main() {
    for n in [0, 1, 7, 42] {
        println!("{n}: {}", pick(n));
    }
}
