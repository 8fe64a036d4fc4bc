//! Where a byte of a string literal's value is written in the source: a format string's
//! placeholder or captured name is pointed at where rustc points, inside the literal, through
//! escapes (`\t`, `\u{…}`, a line continuation), raw strings and line breaks.

use crate::script::source::span_of;
use crate::trace::Span;

/// The span of `len` bytes of `literal`'s value from byte `offset`, in the source; the whole
/// literal when the offset cannot be followed there.
pub fn value_span(literal: &syn::LitStr, offset: usize, len: usize) -> Span {
    let whole = span_of(literal);
    let source = literal.token().to_string();
    let Some((line, column)) = source_position(&source, offset, (whole.line, whole.column)) else {
        return whole;
    };
    // Captured names and placeholders are on one line, with no escapes inside.
    Span {
        line,
        column,
        end_line: line,
        end_column: column + len.max(1) as u32,
    }
}

/// The line and column of value byte `offset` in `source`, the literal as written, which
/// starts at `start` (its first character's line and column).
fn source_position(source: &str, offset: usize, start: (u32, u32)) -> Option<(u32, u32)> {
    let (prefix, raw) = match source.strip_prefix('r') {
        // `r#"…"#`: the hashes, then the quote; nothing is escaped.
        Some(rest) => (
            1 + (rest.len() - rest.trim_start_matches('#').len()) + 1,
            true,
        ),
        None => (1, false),
    };
    let (mut line, mut column) = (start.0, start.1 + prefix as u32);
    let mut chars = source.get(prefix..)?.chars().peekable();
    let mut at = 0;
    // Moves past one character of the source.
    let step = |c: char, line: &mut u32, column: &mut u32| {
        if c == '\n' {
            *line += 1;
            *column = 1;
        } else {
            *column += 1;
        }
    };
    while at < offset {
        let c = chars.next()?;
        step(c, &mut line, &mut column);
        if raw || c != '\\' {
            at += c.len_utf8();
            continue;
        }
        let escaped = chars.next()?;
        step(escaped, &mut line, &mut column);
        match escaped {
            'n' | 't' | 'r' | '0' | '\\' | '\'' | '"' => at += 1,
            'x' => {
                for _ in 0..2 {
                    step(chars.next()?, &mut line, &mut column);
                }
                at += 1;
            }
            'u' => {
                let mut digits = String::new();
                loop {
                    let d = chars.next()?;
                    step(d, &mut line, &mut column);
                    match d {
                        '{' => {}
                        '}' => break,
                        _ => digits.push(d),
                    }
                }
                let code = u32::from_str_radix(&digits.replace('_', ""), 16).ok()?;
                at += char::from_u32(code)?.len_utf8();
            }
            // A line continuation: the line break and the next line's leading whitespace are
            // not in the value.
            '\n' => {
                while let Some(&w) = chars.peek()
                    && w.is_whitespace()
                {
                    step(w, &mut line, &mut column);
                    chars.next();
                }
            }
            _ => return None,
        }
    }
    Some((line, column))
}

#[cfg(test)]
mod tests {
    use super::source_position;

    #[test]
    fn a_value_offset_is_found_through_escapes_raw_strings_and_line_breaks() {
        // `"{count}"` at 4:14: the name at value byte 1 is at column 16.
        assert_eq!(source_position(r#""{count}""#, 1, (4, 14)), Some((4, 16)));
        // `\t` is two characters of source for one byte of value.
        assert_eq!(source_position(r#""a\tb {x}""#, 5, (1, 10)), Some((1, 17)));
        // `\u{e9}` is six characters for two bytes; `é` written is one character for two.
        assert_eq!(source_position(r#""\u{e9}{x}""#, 3, (1, 1)), Some((1, 9)));
        assert_eq!(source_position("\"é{x}\"", 3, (1, 1)), Some((1, 4)));
        // A raw string's hashes and quote come first.
        assert_eq!(source_position(r###"r#"{x}"#"###, 1, (2, 5)), Some((2, 9)));
        // A line break in the value, and a continuation that leaves the next line's indent out.
        assert_eq!(source_position("\"a\n  {x}\"", 4, (1, 1)), Some((2, 3)));
        assert_eq!(source_position("\"a\\\n    {x}\"", 2, (1, 1)), Some((2, 6)));
        // Past the end: not in this literal.
        assert_eq!(source_position(r#""ab""#, 5, (1, 1)), None);
    }
}
