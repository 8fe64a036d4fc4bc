//! Rust syntax colouring for the editor: a small lexer over the script's text, enough for the
//! subset scripts use (keywords, strings and byte strings, chars, numbers, comments, macros).
//! Lexing never fails: anything it does not know is plain text.

/// What a piece of text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    Plain,
    Keyword,
    Type,
    Str,
    Number,
    Comment,
    Macro,
}

impl Token {
    pub fn class(self) -> &'static str {
        match self {
            Token::Plain => "",
            Token::Keyword => "text-violet-700 dark:text-violet-300",
            Token::Type => "text-teal-700 dark:text-teal-300",
            Token::Str => "text-emerald-700 dark:text-emerald-300",
            Token::Number => "text-orange-700 dark:text-orange-300",
            Token::Comment => "text-slate-600 dark:text-slate-400 italic",
            Token::Macro => "text-sky-700 dark:text-sky-300",
        }
    }
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "else", "false", "fn", "for", "if", "impl", "in", "let",
    "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self", "static",
    "struct", "true", "use", "where", "while", "dyn", "crate", "super", "unsafe",
];

/// Splits `text` into coloured pieces that together are exactly `text`.
pub fn tokens(text: &str) -> Vec<(Token, &str)> {
    let bytes = text.as_bytes();
    let mut pieces = Vec::new();
    let mut i = 0;
    let mut plain_start = 0;
    fn push<'t>(
        pieces: &mut Vec<(Token, &'t str)>,
        text: &'t str,
        token: Token,
        from: usize,
        to: usize,
    ) {
        if to > from {
            pieces.push((token, &text[from..to]));
        }
    }
    while i < bytes.len() {
        let rest = &text[i..];
        let word_start = i == 0 || !is_ident(bytes[i - 1]);
        let (token, len) = if rest.starts_with("//") {
            (Token::Comment, rest.find('\n').unwrap_or(rest.len()))
        } else if rest.starts_with('"') || (word_start && rest.starts_with("b\"")) {
            (Token::Str, string_len(rest))
        } else if (word_start && rest.starts_with("b'"))
            || (rest.starts_with('\'') && char_len(rest).is_some())
        {
            let skip = usize::from(rest.starts_with('b'));
            (Token::Str, skip + char_len(&rest[skip..]).unwrap_or(1))
        } else if bytes[i].is_ascii_digit() && (i == 0 || !is_ident(bytes[i - 1])) {
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                .unwrap_or(rest.len());
            // `1..=3`: the range's dots are not part of the number.
            let len = rest[..len].find("..").unwrap_or(len);
            (Token::Number, len.max(1))
        } else if is_ident(bytes[i]) && (i == 0 || !is_ident(bytes[i - 1])) {
            let len = rest.find(|c: char| !is_ident_char(c)).unwrap_or(rest.len());
            let word = &rest[..len];
            let token = if rest[len..].starts_with('!') && !rest[len..].starts_with("!=") {
                Token::Macro
            } else if KEYWORDS.contains(&word) {
                Token::Keyword
            } else if word.starts_with(|c: char| c.is_ascii_uppercase()) {
                Token::Type
            } else {
                Token::Plain
            };
            let len = if token == Token::Macro { len + 1 } else { len };
            (token, len)
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        if token == Token::Plain {
            i += len;
            continue;
        }
        push(&mut pieces, text, Token::Plain, plain_start, i);
        push(&mut pieces, text, token, i, i + len);
        i += len;
        plain_start = i;
    }
    push(&mut pieces, text, Token::Plain, plain_start, text.len());
    pieces
}

fn is_ident(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The length of a string literal at the start of `rest` (to the end if unterminated).
fn string_len(rest: &str) -> usize {
    let start = rest.find('"').map_or(0, |q| q + 1);
    let mut escaped = false;
    for (offset, c) in rest[start..].char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return start + offset + 1,
            _ => escaped = false,
        }
    }
    rest.len()
}

/// The length of a char literal at the start of `rest`, if it is one (not a lifetime).
fn char_len(rest: &str) -> Option<usize> {
    let body = rest.strip_prefix('\'')?;
    let mut chars = body.char_indices();
    let (_, first) = chars.next()?;
    let after = if first == '\\' {
        let close = body[1..].find('\'')? + 1;
        return Some(close + 2);
    } else {
        first.len_utf8()
    };
    body[after..].starts_with('\'').then_some(after + 2)
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn a_script_is_split_into_its_pieces() {
        let text =
            "for i in 1..=3 { println!(\"{}\\n\", i); } // done\nw.write_all(b\"a\")?; '\\n'";
        assert_eq!(
            tokens(text),
            [
                (Token::Keyword, "for"),
                (Token::Plain, " i "),
                (Token::Keyword, "in"),
                (Token::Plain, " "),
                (Token::Number, "1"),
                (Token::Plain, "..="),
                (Token::Number, "3"),
                (Token::Plain, " { "),
                (Token::Macro, "println!"),
                (Token::Plain, "("),
                (Token::Str, "\"{}\\n\""),
                (Token::Plain, ", i); } "),
                (Token::Comment, "// done"),
                (Token::Plain, "\nw.write_all("),
                (Token::Str, "b\"a\""),
                (Token::Plain, ")?; "),
                (Token::Str, "'\\n'"),
            ]
        );
        assert_eq!(
            tokens(text).iter().map(|(_, s)| *s).collect::<String>(),
            text
        );
    }

    #[test]
    fn unterminated_and_odd_text_is_kept_whole() {
        for text in ["\"open", "'a", "b'", "x != y", "é'static", ""] {
            let joined: String = tokens(text).iter().map(|(_, s)| *s).collect();
            assert_eq!(joined, text);
        }
    }
}
