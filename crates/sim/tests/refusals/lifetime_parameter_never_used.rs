// rustc: E0392
// A lifetime parameter no field names.
struct Count<'a> {
    n: u32,
}

fn main() {
    let c = Count { n: 3 };
    println!("{}", c.n);
}
