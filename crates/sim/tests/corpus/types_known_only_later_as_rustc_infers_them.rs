// Types rustc knows only after the expression that needs them, and bufscope too: `parse`'s
// error handed to a variant (`.map_err(Problem::Number)`) before the `let` says it parses an
// `i64`; a `Vec::new()` read by index before anything is pushed; a `match` on `try_into`
// whose `Err` arm calls a method of the error the `let`'s `u8` settles; a `Peekable<Chars>`
// and a `Peekable<impl Iterator>` parameter, whose `peek` lends the item the iterator yields.
use std::cmp::max;
use std::iter::Peekable;
use std::num::ParseIntError;
use std::str::Chars;

#[derive(Debug)]
enum Problem {
    Number(ParseIntError),
}

fn doubled(text: &str) -> Result<i64, Problem> {
    let n: i64 = text.trim().parse().map_err(Problem::Number)?;
    Ok(n * 2)
}

fn column_widths(rows: &[&str]) -> Vec<usize> {
    let mut widths = Vec::new();
    for row in rows {
        for (i, cell) in row.split(',').enumerate() {
            if i < widths.len() {
                widths[i] = max(widths[i], cell.len());
            } else {
                widths.push(cell.len());
            }
        }
    }
    widths
}

fn number(chars: &mut Peekable<Chars>) -> u32 {
    let mut n = 0;
    while let Some(&c) = chars.peek() {
        match c.to_digit(10) {
            Some(d) => n = n * 10 + d,
            None => break,
        }
        chars.next();
    }
    n
}

fn until_blank(words: &mut Peekable<impl Iterator<Item = &'static str>>) -> Vec<&'static str> {
    let mut taken = Vec::new();
    while let Some(word) = words.peek() {
        if word.is_empty() {
            words.next();
            break;
        }
        taken.push(*word);
        words.next();
    }
    taken
}

fn main() {
    println!("{:?} {:?}", doubled(" 21 "), doubled("2x"));
    println!("{:?}", column_widths(&["a,bbb,cc", "dddd,e", "f,g,hhhhh"]));
    for big in [300i32, 42, -1] {
        let small: u8 = match big.try_into() {
            Ok(n) => n,
            Err(e) => {
                println!("{big} does not fit: {}", e.to_string());
                0
            }
        };
        println!("{small}");
    }
    let mut chars = "123+45".chars().peekable();
    let a = number(&mut chars);
    let plus = chars.next();
    let b = number(&mut chars);
    println!("{a} {plus:?} {b} = {}", a + b);
    let mut words = "one two  three".split(' ').peekable();
    println!("{:?} then {:?}", until_blank(&mut words), until_blank(&mut words));
}
