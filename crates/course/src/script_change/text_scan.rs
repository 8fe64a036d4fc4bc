//! Scanning a script's text without a parser (the page's wasm must not link one): which bytes
//! are code rather than comments or string literals, matching brackets, line depths, and
//! splicing edits in.

/// Which bytes of `script` are code: not inside a `//` comment, a string or a char literal.
pub fn code_mask(script: &str) -> Vec<bool> {
    let bytes = script.as_bytes();
    let mut mask = vec![true; bytes.len()];
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    mask[i] = false;
                    i += 1;
                }
            }
            b'"' => {
                mask[i] = false;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        mask[i] = false;
                        i += 1;
                    }
                    if i < bytes.len() {
                        mask[i] = false;
                    }
                    i += 1;
                }
                if i < bytes.len() {
                    mask[i] = false;
                }
                i += 1;
            }
            // A char literal ('x', '\n'), not a lifetime ('a).
            b'\'' if bytes.get(i + 2) == Some(&b'\'') || bytes.get(i + 1) == Some(&b'\\') => {
                let end = (i + 2..bytes.len())
                    .find(|&j| bytes[j] == b'\'' && bytes[j - 1] != b'\\' || j > i + 12)
                    .unwrap_or(bytes.len() - 1);
                mask[i..=end].iter_mut().for_each(|m| *m = false);
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    mask
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where `needle` starts in code, not preceded by part of a longer name.
pub(super) fn find_code(script: &str, mask: &[bool], needle: &str) -> Vec<usize> {
    script
        .match_indices(needle)
        .map(|(at, _)| at)
        .filter(|&at| {
            mask[at]
                && (at == 0
                    || !is_ident(needle.as_bytes()[0])
                    || !is_ident(script.as_bytes()[at - 1]))
        })
        .filter(|&at| {
            // A name must end where the needle does (`Write` is not `Writer`).
            let end = at + needle.len();
            !is_ident(needle.as_bytes()[needle.len() - 1])
                || script.as_bytes().get(end).is_none_or(|&b| !is_ident(b))
        })
        .collect()
}

/// The `)` that closes the `(` at `open`.
pub(super) fn closing_paren(script: &str, mask: &[bool], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in script.bytes().enumerate().skip(open) {
        if !mask[i] {
            continue;
        }
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The `}` that closes the `{` at `open`.
pub(super) fn closing_brace(script: &str, mask: &[bool], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, b) in script.bytes().enumerate().skip(open) {
        match b {
            b'{' if mask[i] => depth += 1,
            b'}' if mask[i] => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `edits` (`(start, end, replacement)`) made to `script`, in the order of where they start
/// (an insertion before a replacement at the same place); an edit inside an earlier one (a
/// `print!` in a `println!`'s arguments) is left out, the earlier one keeps its text.
pub(super) fn splice(script: &str, mut edits: Vec<(usize, usize, String)>) -> String {
    // One sort for every caller: each sort instance costs the page's wasm ~2 KB.
    edits.sort_unstable_by_key(|e| (e.0, e.1));
    let mut out = String::with_capacity(script.len() + 64);
    let mut from = 0;
    for (start, end, with) in edits {
        if start < from {
            continue;
        }
        out.push_str(&script[from..start]);
        out.push_str(&with);
        from = end;
    }
    out.push_str(&script[from..]);
    out
}

/// The depth of braces at the start of each line, and each line's byte range.
pub(super) fn lines_with_depth(script: &str, mask: &[bool]) -> Vec<(usize, usize, i32)> {
    let mut lines = Vec::new();
    let (mut start, mut depth) = (0usize, 0i32);
    for line in script.split_inclusive('\n') {
        let end = start + line.len();
        lines.push((start, end, depth));
        for (i, &b) in line.as_bytes().iter().enumerate() {
            if mask[start + i] {
                match b {
                    b'{' => depth += 1,
                    b'}' => depth -= 1,
                    _ => {}
                }
            }
        }
        start = end;
    }
    lines
}

pub(super) fn is_code_line(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with("//")
}

/// `name`, or `name` with `_out` added until no word of the script is it: the writer a change
/// declares must not be shadowed by a variable of the script (`|err| eprintln!(…)`).
pub(super) fn unused_name(script: &str, name: &str) -> String {
    let mut name = name.to_string();
    let is_word = |word: &str| {
        script
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == word)
    };
    while is_word(&name) {
        name.push_str("_out");
    }
    name
}
