// Patterns of the script's tuple structs (`Pair(a, b)`, `Pair(first, ..)`) in `let`, `match`
// (on a variable, which a binding of a `String` moves from), `if let`, `for` loops by value and
// by reference and a closure's parameter; `let Point { x, y, .. } = …;` taking apart a struct
// a function returns.
#[derive(Debug)]
struct Pair(i32, String);

struct Meters(f64);

struct Point {
    x: f64,
    y: f64,
    label: String,
}

fn corner() -> Point {
    Point {
        x: 1.0,
        y: -2.0,
        label: String::from("corner"),
    }
}

fn main() {
    let Pair(n, name) = Pair(1, String::from("one"));
    println!("{n} {name}");
    let Pair(first, ..) = Pair(7, String::new());
    let lengths = vec![Meters(1.5), Meters(2.0)];
    let total: f64 = lengths.iter().map(|Meters(m)| m).sum();
    for Meters(m) in &lengths {
        println!("{m}");
    }
    for Meters(m) in lengths {
        println!("owned {m}");
    }
    let two = Pair(2, String::from("two"));
    match two {
        Pair(0, _) => println!("zero"),
        Pair(n, s) => println!("{n} is {s}"),
    }
    if let Some(Pair(k, _)) = Some(Pair(first, String::from("x"))) {
        println!("some {k}");
    }
    let Point { x, y, .. } = corner();
    let Point { label, .. } = corner();
    println!("{x} {y} {label} {total}");
}
