// rustc: E0107
// `Tally` declares no type parameter, so `Tally<u8>` names nothing.
struct Tally {
    lines: usize,
}

fn show(t: &Tally<u8>) {
    println!("{}", t.lines);
}

fn main() {}
