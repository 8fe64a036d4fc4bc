// `use` items inside function bodies: in scope in the whole body (before them too), as in rustc.
// bufscope: stdout=pipe
fn main() {
    let mut counts: HashMap<char, u32> = HashMap::new();
    for c in "hello".chars() {
        *counts.entry(c).or_insert(0) += 1;
    }
    use std::collections::HashMap;
    report(counts.len() as u32);
}

fn report(letters: u32) {
    use std::io::{self, Write};
    let mut out = io::stdout().lock();
    writeln!(out, "{letters} different letters").unwrap();
}
