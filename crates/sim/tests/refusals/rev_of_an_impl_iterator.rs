// rustc: E0277
// A function returning `impl Iterator` promises an iterator and nothing more: even though its
// `filter` over a range could go backwards, the caller cannot ask it to.
fn evens(limit: u32) -> impl Iterator<Item = u32> {
    (0..limit).filter(|n| n % 2 == 0)
}

fn main() {
    let countdown: Vec<u32> = evens(10).rev().collect();
    println!("{:?}", countdown);
}
