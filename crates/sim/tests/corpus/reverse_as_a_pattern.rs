// std::cmp::Reverse as a pattern: `let Reverse(x) = …`, `if let Some(Reverse(x))`,
// `while let Some(Reverse(x))` over a vector popped, a `for` loop and a closure's parameter
// taking the value out, `match` arms on the value it holds (a literal, a range, a binding),
// through a reference (`&Reverse(x)` items), and the path written `cmp::Reverse`.
use std::cmp;
use std::cmp::Reverse;
use std::collections::BTreeSet;

fn main() {
    let mut pending = BTreeSet::new();
    for job in [3, 11, 7] {
        pending.insert(Reverse(job));
    }
    let Reverse(largest) = *pending.iter().next().unwrap();
    println!("largest {largest}");
    let mut stack = vec![Reverse(String::from("low")), Reverse(String::from("high"))];
    if let Some(Reverse(top)) = stack.pop() {
        println!("popped {top}");
    }
    stack.push(Reverse(String::from("again")));
    while let Some(Reverse(name)) = stack.pop() {
        println!("then {name}");
    }
    let mut sizes = vec![Reverse(512), Reverse(4096), Reverse(64)];
    sizes.sort();
    for Reverse(size) in &sizes {
        println!("size {size}");
    }
    let unwrapped: Vec<u32> = sizes.iter().map(|&Reverse(s)| s / 64).collect();
    println!("{unwrapped:?}");
    for r in sizes {
        let label = match r {
            Reverse(64) => "tiny",
            Reverse(65..=1024) => "small",
            Reverse(_) => "large",
        };
        let cmp::Reverse(raw) = r;
        println!("{raw} {label}");
    }
}
