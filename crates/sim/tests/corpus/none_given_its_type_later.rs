// bufscope: input words.txt="pear\napple\nfig\nbanana\n"
// A `None` whose type a later use gives: `let mut longest = None;` settled by the `Some` a
// loop assigns, `let mut first = None;` by a comparison with `Some(&str)`, a `None` passed
// where a function takes an `Option<usize>`, and `is_none()` called before the `Some` that
// says what it holds.
use std::fs;
use std::io::{self, Write};

fn shown(limit: Option<usize>, words: &[&str]) -> usize {
    limit.unwrap_or(words.len()).min(words.len())
}

fn main() -> io::Result<()> {
    let text = fs::read_to_string("words.txt")?;
    let words: Vec<&str> = text.lines().collect();
    let mut longest = None;
    let mut first = None;
    for word in &words {
        if first.is_none() {
            first = Some(*word);
        }
        match longest {
            Some(best) if best >= word.len() => {}
            _ => longest = Some(word.len()),
        }
    }
    let mut out = io::stdout().lock();
    writeln!(out, "longest {:?}, first {:?}", longest, first)?;
    writeln!(out, "all {} of {}", shown(None, &words), words.len())?;
    let mut pending = None;
    writeln!(out, "pending empty: {}", pending.is_none())?;
    pending = Some(words.len() * 2);
    writeln!(out, "pending {pending:?}, first is pear: {}", first == Some("pear"))?;
    Ok(())
}
