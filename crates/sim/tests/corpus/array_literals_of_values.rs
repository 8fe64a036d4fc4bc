// Array literals of numbers wider than a byte, of structs, and repeated: each is a list of
// its values (never bytes), looped over, summed and printed.
#[derive(Debug, Clone, Copy)]
struct Sample {
    port: u16,
    bytes: u32,
}

fn main() {
    for limit in [1000, 65_536, 4_000_000] {
        eprintln!("{limit}");
    }
    let total: u32 = [300u32, 400, 500].iter().sum();
    eprintln!("{total} {:?} {:?}", [0i64; 3], [7u16, 8]);
    for sample in [Sample { port: 8080, bytes: 1500 }, Sample { port: 443, bytes: 70_000 }] {
        eprintln!("{:?} {}", sample, sample.bytes / 1000);
    }
}
