//! The edits behind each [`ScriptChange`](super::ScriptChange), on the text.

use super::text_scan::{
    closing_brace, closing_paren, code_mask, find_code, is_code_line, lines_with_depth, splice,
    unused_name,
};

pub(super) fn stdout_to_file(script: &str) -> Option<String> {
    let mut out = Vec::new();
    let mut set = false;
    for line in script.lines() {
        match line.trim_start().strip_prefix("// bufscope: ") {
            Some(settings)
                if !set
                    && settings
                        .split_whitespace()
                        .any(|s| s.starts_with("stdout=")) =>
            {
                if settings.split_whitespace().any(|s| s == "stdout=file") {
                    return None;
                }
                let settings = settings
                    .split_whitespace()
                    .map(|s| {
                        if s.starts_with("stdout=") {
                            "stdout=file"
                        } else {
                            s
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                out.push(format!("// bufscope: {settings}"));
                set = true;
            }
            _ => out.push(line.to_string()),
        }
    }
    if !set {
        out.insert(0, "// bufscope: stdout=file".to_string());
    }
    Some(out.join("\n") + if script.ends_with('\n') { "\n" } else { "" })
}

/// Wraps every `call(…)` (with its `?`, `.unwrap()` or `.expect(…)`) in `std::io::<wrapper>::new`,
/// unless it is already the argument of a buffered type's constructor.
pub(super) fn wrap_calls(script: &str, call: &str, wrapper: &str) -> Option<String> {
    let mask = code_mask(script);
    // Where a `File` is named as a type or asked for what only a `File` does, a wrapped one
    // would be refused: the change is not offered.
    let file_only = [
        "File>",
        ": File",
        "&File",
        "&mut File",
        "-> File",
        ".try_clone()",
        ".sync_all()",
        ".sync_data()",
        ".metadata()",
        ".set_len(",
    ];
    if file_only
        .iter()
        .any(|needle| !find_code(script, &mask, needle).is_empty())
    {
        return None;
    }
    let mut edits = Vec::new();
    for at in find_code(script, &mask, call) {
        // `File` may be written with its path (`std::fs::File::create`, `fs::File::open`).
        let start = ["std::fs::", "fs::"]
            .iter()
            .find(|path| script[..at].ends_with(**path))
            .map_or(at, |path| at - path.len());
        let before = script[..start].trim_end();
        if before.ends_with("::new(") || before.ends_with(',') {
            continue;
        }
        let close = closing_paren(script, &mask, at + call.len() - 1)?;
        let rest = &script[close + 1..];
        let tail = if rest.starts_with('?') {
            1
        } else if rest.starts_with(".unwrap()") {
            ".unwrap()".len()
        } else if rest.starts_with(".expect(") {
            closing_paren(script, &mask, close + ".expect(".len())? - close
        } else {
            // A `Result` handled by a `match` or a combinator: wrapping the other calls would
            // give one variable two types.
            return None;
        };
        let end = close + 1 + tail;
        edits.push((
            start,
            end,
            format!("std::io::{wrapper}::new({})", &script[start..end]),
        ));
    }
    (!edits.is_empty()).then(|| splice(script, edits))
}

/// Sends the `macros` (`(from, to)`: `println!` → `writeln!`) through a writer `var` made from
/// `make`, declared once before the statement that holds the first of them; `std::io::Write`
/// is imported when no `use` brings it.
pub(super) fn reroute(
    script: &str,
    macros: &[(&str, &str)],
    var: &str,
    make: &str,
) -> Option<String> {
    let var = &unused_name(script, var);
    let mask = code_mask(script);
    // A closure kept in a local that prints would capture the new writer mutably for as long
    // as it lives, and the writes next to it would be rustc's E0499: not offered.
    if ["= |", "= move |"]
        .iter()
        .any(|kept| !find_code(script, &mask, kept).is_empty())
    {
        return None;
    }
    let mut edits = Vec::new();
    for (from, to) in macros {
        let call = format!("{from}(");
        for at in find_code(script, &mask, &call) {
            let open = at + call.len() - 1;
            let close = closing_paren(script, &mask, open)?;
            let empty = script[open + 1..close].trim().is_empty();
            let head = if empty {
                format!("{to}({var}")
            } else {
                format!("{to}({var}, ")
            };
            let body = if empty { "" } else { &script[open + 1..close] };
            edits.push((at, close + 1, format!("{head}{body}).unwrap()")));
        }
    }
    let first = edits.iter().map(|e| e.0).min()?;
    let lines = lines_with_depth(script, &mask);
    // The writer is declared in `main` (or the bare script's body): a call in another function
    // could not see it.
    let in_other_fn = find_code(script, &mask, "fn ").into_iter().any(|at| {
        let named_main = script[at + 3..].trim_start().starts_with("main(");
        let open = script[at..].find('{').map(|b| at + b);
        let close = open.and_then(|open| closing_brace(script, &mask, open));
        !named_main
            && open
                .zip(close)
                .is_some_and(|(open, close)| edits.iter().any(|e| (open..close).contains(&e.0)))
    });
    if in_other_fn {
        return None;
    }
    // Inside `fn main`, the writer opens the body; a bare script declares it before the
    // top-level statement that holds the first call.
    let declare_at = match find_code(script, &mask, "fn main(").first() {
        Some(&main) if main < first => script[main..].find('{').map(|b| main + b + 1)?,
        _ => lines
            .iter()
            .filter(|(start, end, depth)| {
                *start <= first && *depth == 0 && is_code_line(&script[*start..*end])
            })
            .map(|(start, _, _)| *start)
            .next_back()?,
    };
    let in_main = script[..declare_at].ends_with('{');
    let declaration = if in_main {
        format!("\n    let mut {var} = {make};")
    } else {
        format!("let mut {var} = {make};\n")
    };
    let use_lines: Vec<&str> = lines
        .iter()
        .map(|(start, end, _)| script[*start..*end].trim_start())
        .filter(|line| line.starts_with("use "))
        .collect();
    // `fmt::Write` in scope under its name: `std::io::Write` could not be imported beside it
    // (E0252), so the change is not offered.
    if use_lines.iter().any(|line| line.contains("fmt::Write")) {
        return None;
    }
    let imports_write = use_lines.iter().any(|line| {
        (line.contains("io") && !find_code(line, &code_mask(line), "Write").is_empty())
            || line.contains("prelude")
    });
    let mut declaration = (declare_at, declaration);
    if !imports_write {
        // After the crate's inner attributes (`#![allow(unused)]`): a `use` cannot come first.
        let first_code = lines
            .iter()
            .find(|(start, end, _)| {
                let line = &script[*start..*end];
                is_code_line(line) && !line.trim_start().starts_with("#![")
            })
            .map(|(start, _, _)| *start)?;
        let import = "use std::io::Write;\n".to_string();
        // Where both go in at the same place, the import comes first.
        if first_code == declare_at {
            declaration.1 = import + &declaration.1;
        } else {
            edits.push((first_code, first_code, import));
        }
    }
    edits.push((declaration.0, declaration.0, declaration.1));
    Some(splice(script, edits))
}

/// `IDENT.flush()?;` (or with `.unwrap()`) alone on a line directly in a loop's body moves to
/// just after the loop.
pub(super) fn flush_once(script: &str) -> Option<String> {
    let mask = code_mask(script);
    let lines = lines_with_depth(script, &mask);
    let text = |i: usize| &script[lines[i].0..lines[i].1];
    let flush = (0..lines.len()).find(|&i| {
        let t = text(i).trim();
        t.ends_with(';') && t.contains(".flush()") && !t.starts_with("//")
    })?;
    let depth = lines[flush].2;
    let header = (0..flush).rev().find(|&i| lines[i].2 < depth)?;
    let opens = text(header).trim_start();
    if !["for ", "while ", "loop"]
        .iter()
        .any(|k| opens.starts_with(k))
    {
        return None;
    }
    let closing = (header + 1..lines.len()).find(|&i| {
        lines
            .get(i + 1)
            .map_or(i + 1 == lines.len(), |next| next.2 <= lines[header].2)
    })?;
    let indent = &text(header)[..text(header).len() - opens.len()];
    let moved = format!("{indent}{}\n", text(flush).trim());
    let after = lines[closing].1;
    let mut out = String::with_capacity(script.len());
    out.push_str(&script[..lines[flush].0]);
    out.push_str(&script[lines[flush].1..after]);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&moved);
    out.push_str(&script[after..]);
    Some(out)
}

pub(super) fn linewriter_to_bufwriter(script: &str) -> Option<String> {
    let mask = code_mask(script);
    let found = find_code(script, &mask, "LineWriter");
    if found.is_empty() {
        return None;
    }
    let lines = lines_with_depth(script, &mask);
    let use_line = |at: usize| {
        lines
            .iter()
            .find(|(s, e, _)| (*s..*e).contains(&at))
            .map(|(s, e, _)| (*s, *e))
            .filter(|(s, e)| script[*s..*e].trim_start().starts_with("use "))
    };
    let already = find_code(script, &mask, "BufWriter")
        .into_iter()
        .any(|at| use_line(at).is_some());
    let mut edits = Vec::new();
    for at in found {
        let end = at + "LineWriter".len();
        match use_line(at) {
            // Importing BufWriter twice would be E0252: the import goes instead.
            Some((start, line_end)) if already => {
                let rest = &script[end..line_end];
                if rest.trim_start().starts_with(',') {
                    let comma = end + rest.find(',').unwrap_or(0) + 1;
                    let space = script[comma..].len() - script[comma..].trim_start().len();
                    edits.push((at, comma + space, String::new()));
                } else if let Some(comma) = script[start..at].rfind(',') {
                    edits.push((start + comma, end, String::new()));
                } else {
                    edits.push((start, line_end, String::new()));
                }
            }
            _ => edits.push((at, end, "BufWriter".to_string())),
        }
    }
    Some(splice(script, edits))
}

pub(super) fn capacity_times_8(script: &str) -> Option<String> {
    let mask = code_mask(script);
    let mut edits = Vec::new();
    for (ty, default) in [
        ("BufWriter", 8192),
        ("BufReader", 8192),
        ("LineWriter", 1024),
    ] {
        for at in find_code(script, &mask, &format!("{ty}::new(")) {
            let open = at + ty.len() + "::new".len();
            edits.push((
                at,
                open + 1,
                format!("{ty}::with_capacity({}, ", default * 8),
            ));
        }
        for at in find_code(script, &mask, &format!("{ty}::with_capacity(")) {
            let open = at + ty.len() + "::with_capacity".len();
            let comma =
                (open + 1..script.len()).find(|&i| mask[i] && script.as_bytes()[i] == b',')?;
            let argument = script[open + 1..comma].trim();
            let digits: String = argument.chars().filter(|c| *c != '_').collect();
            let digits = digits.trim_end_matches("usize");
            let times_8 = match digits.parse::<u64>() {
                Ok(n) => (n * 8).to_string(),
                Err(_) => format!("8 * ({argument})"),
            };
            edits.push((open + 1, comma, times_8));
        }
    }
    (!edits.is_empty()).then(|| splice(script, edits))
}
