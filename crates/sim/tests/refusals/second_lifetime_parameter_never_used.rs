// rustc: E0392
// Of two lifetime parameters, the fields name only the first.
struct Pair<'a, 'b> {
    left: &'a str,
    n: u8,
}

fn main() {
    let p = Pair { left: "x", n: 1 };
    println!("{} {}", p.left, p.n);
}
