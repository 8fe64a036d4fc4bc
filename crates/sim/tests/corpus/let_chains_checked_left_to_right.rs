// Edition 2024's let chains: each operand is checked left to right, a binding is in scope in
// the operands after it and in the body (not in the `else`), and the `else` runs when any
// operand fails. A `while` chain stops at the first item that fails it, and the items after
// it stay in the iterator. A labelled `while` is left by `break` and `continue` to its label.
use std::io::{self, Write};

fn describe(reading: Option<&str>, strict: bool) -> String {
    if let Some(text) = reading
        && let Ok(value) = text.trim().parse::<i32>()
        && value >= 0
    {
        format!("{value} units")
    } else if !strict && let Some(text) = reading {
        format!("unparsed {text:?}")
    } else {
        String::from("nothing")
    }
}

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    for (i, reading) in [Some(" 12"), Some("-4"), Some("x"), None].iter().enumerate() {
        writeln!(out, "{i}: {} / {}", describe(*reading, true), describe(*reading, false))?;
    }

    let samples = [3, 8, 0, 5, 9];
    let mut it = samples.iter();
    let mut total = 0;
    while let Some(&n) = it.next()
        && n != 0
    {
        total += n;
        write!(out, "+{n}")?;
    }
    writeln!(out, " = {total}; left: {:?}", it.collect::<Vec<_>>())?;

    let mut row = 0;
    'rows: while row < 4 {
        row += 1;
        let mut col = 0;
        while col < 4 {
            col += 1;
            if col == row {
                continue 'rows;
            }
            if row * col > 6 {
                break 'rows;
            }
            write!(out, "({row},{col})")?;
        }
    }
    writeln!(out)?;
    out.flush()
}
