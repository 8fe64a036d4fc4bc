// `dbg!` writes `[file:line:column] name = value` with the pretty `{:#?}` to stderr (a pipe
// here, unbuffered: one write per piece after the folded prefix) and gives the value back;
// `dbg!()` writes the location alone. stdout's lines are kept apart in its LineWriter.
// bufscope: stderr=pipe
#[derive(Debug)]
struct Span {
    start: usize,
    len: usize,
}

fn main() {
    let words: Vec<&str> = "to be or not".split(' ').collect();
    dbg!();
    let words = dbg!(words);
    let span = Span { start: 3, len: words.len() };
    let kept = dbg!(span);
    println!("{} words from {}", kept.len, kept.start);
    let total: usize = words.iter().map(|w| w.len()).sum();
    println!("total {}", dbg!(total));
}
