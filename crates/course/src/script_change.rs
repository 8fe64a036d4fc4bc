//! The changes Compare offers: each one a real edit of a script's text, so script B is a script
//! the learner can read, edit and export, not a setting hidden beside it.
//!
//! Which changes a script is offered is computed from the script: [`ScriptChange::apply`] gives
//! `None` where the change has nothing to edit. The edits work on the text (the page's wasm
//! must not link the parser); [`code_mask`] keeps them out of comments and string literals, and
//! the simulator's checker judges the result like any script, with a located message.
//!
//! Lessons name changes in the compare form of a widget (`// compare: bufwriter`, see
//! [`crate::widget`]), and the page names them in links (`compare=stdout-file,bufwriter`): the
//! ids below are part of the link format and never change.

/// One edit that turns script A into script B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScriptChange {
    /// Sets the `// bufscope: stdout=` header to `file`.
    StdoutToFile,
    /// Wraps each `File::create(…)` in a `BufWriter`, or, with no file, sends `println!` and
    /// `print!` through a `BufWriter` over the locked stdout.
    WrapBufWriter,
    /// Wraps each `File::open(…)` in a `BufReader`.
    WrapBufReader,
    /// Sends `eprintln!` and `eprint!` through a `LineWriter` over stderr, as stdout's are.
    StderrLikeStdout,
    /// Moves a `flush()` out of the loop it runs in, to after the loop.
    FlushOnce,
    /// Every `LineWriter` becomes a `BufWriter`.
    LineWriterToBufWriter,
    /// Every `BufWriter`, `LineWriter` and `BufReader` gets eight times its capacity.
    CapacityTimes8,
}

impl ScriptChange {
    /// Every change, in the order the page offers them.
    pub const ALL: [ScriptChange; 7] = [
        ScriptChange::StdoutToFile,
        ScriptChange::WrapBufWriter,
        ScriptChange::WrapBufReader,
        ScriptChange::StderrLikeStdout,
        ScriptChange::FlushOnce,
        ScriptChange::LineWriterToBufWriter,
        ScriptChange::CapacityTimes8,
    ];

    /// Its name in links and lessons.
    pub fn id(self) -> &'static str {
        match self {
            ScriptChange::StdoutToFile => "stdout-file",
            ScriptChange::WrapBufWriter => "bufwriter",
            ScriptChange::WrapBufReader => "bufreader",
            ScriptChange::StderrLikeStdout => "stderr-like-stdout",
            ScriptChange::FlushOnce => "flush-once",
            ScriptChange::LineWriterToBufWriter => "linewriter-to-bufwriter",
            ScriptChange::CapacityTimes8 => "capacity-x8",
        }
    }

    /// What the learner picks.
    pub fn label(self) -> &'static str {
        match self {
            ScriptChange::StdoutToFile => "stdout to a file",
            ScriptChange::WrapBufWriter => "wrap in a BufWriter",
            ScriptChange::WrapBufReader => "wrap in a BufReader",
            ScriptChange::StderrLikeStdout => "stderr like stdout",
            ScriptChange::FlushOnce => "flush per line → once",
            ScriptChange::LineWriterToBufWriter => "LineWriter → BufWriter",
            ScriptChange::CapacityTimes8 => "capacity ×8",
        }
    }

    pub fn from_id(id: &str) -> Option<ScriptChange> {
        ScriptChange::ALL.into_iter().find(|c| c.id() == id)
    }

    /// Every id, for messages.
    pub fn ids() -> String {
        ScriptChange::ALL.map(ScriptChange::id).join(", ")
    }

    /// The script with this change made, or `None` when the script has nothing it applies to.
    pub fn apply(self, script: &str) -> Option<String> {
        match self {
            ScriptChange::StdoutToFile => stdout_to_file(script),
            ScriptChange::WrapBufWriter => wrap_calls(script, "File::create(", "BufWriter")
                .or_else(|| {
                    reroute(
                        script,
                        &[("println!", "writeln!"), ("print!", "write!")],
                        "out",
                        "std::io::BufWriter::new(std::io::stdout().lock())",
                    )
                }),
            ScriptChange::WrapBufReader => wrap_calls(script, "File::open(", "BufReader"),
            ScriptChange::StderrLikeStdout => reroute(
                script,
                &[("eprintln!", "writeln!"), ("eprint!", "write!")],
                "err",
                "std::io::LineWriter::new(std::io::stderr())",
            ),
            ScriptChange::FlushOnce => flush_once(script),
            ScriptChange::LineWriterToBufWriter => linewriter_to_bufwriter(script),
            ScriptChange::CapacityTimes8 => capacity_times_8(script),
        }
    }

    /// The changes `script` can take, in [`ScriptChange::ALL`]'s order.
    pub fn offered(script: &str) -> Vec<ScriptChange> {
        ScriptChange::ALL
            .into_iter()
            .filter(|c| c.apply(script).is_some())
            .collect()
    }
}

/// `changes` made one after the other to `script`; a change with nothing to edit is skipped
/// and left out of the list returned with the result.
pub fn apply_all(script: &str, changes: &[ScriptChange]) -> (String, Vec<ScriptChange>) {
    let mut text = script.to_string();
    let mut applied = Vec::new();
    for &change in changes {
        if let Some(next) = change.apply(&text) {
            text = next;
            applied.push(change);
        }
    }
    (text, applied)
}

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
fn find_code(script: &str, mask: &[bool], needle: &str) -> Vec<usize> {
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
fn closing_paren(script: &str, mask: &[bool], open: usize) -> Option<usize> {
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
fn closing_brace(script: &str, mask: &[bool], open: usize) -> Option<usize> {
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
fn splice(script: &str, mut edits: Vec<(usize, usize, String)>) -> String {
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

fn stdout_to_file(script: &str) -> Option<String> {
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
fn wrap_calls(script: &str, call: &str, wrapper: &str) -> Option<String> {
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
        // `File` may be written with its path (`std::fs::File::create`).
        let start = if script[..at].ends_with("std::fs::") {
            at - "std::fs::".len()
        } else {
            at
        };
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

/// The depth of braces at the start of each line, and each line's byte range.
fn lines_with_depth(script: &str, mask: &[bool]) -> Vec<(usize, usize, i32)> {
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

fn is_code_line(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with("//")
}

/// Sends the `macros` (`(from, to)`: `println!` → `writeln!`) through a writer `var` made from
/// `make`, declared once before the statement that holds the first of them; `std::io::Write`
/// is imported when no `use` brings it.
fn reroute(script: &str, macros: &[(&str, &str)], var: &str, make: &str) -> Option<String> {
    let var = &unused_name(script, var);
    let mask = code_mask(script);
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
    let imports_write = lines.iter().any(|(start, end, _)| {
        let line = script[*start..*end].trim_start();
        line.starts_with("use ")
            && (!find_code(line, &code_mask(line), "Write").is_empty() || line.contains("prelude"))
    });
    let mut declaration = (declare_at, declaration);
    if !imports_write {
        let first_code = lines
            .iter()
            .find(|(start, end, _)| is_code_line(&script[*start..*end]))
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
fn flush_once(script: &str) -> Option<String> {
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

fn linewriter_to_bufwriter(script: &str) -> Option<String> {
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

fn capacity_times_8(script: &str) -> Option<String> {
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

/// `name`, or `name` with `_out` added until no word of the script is it: the writer a change
/// declares must not be shadowed by a variable of the script (`|err| eprintln!(…)`).
fn unused_name(script: &str, name: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(change: ScriptChange, script: &str) -> String {
        change.apply(script).expect("applies")
    }

    #[test]
    fn stdout_to_a_file_rewrites_the_header_or_adds_one() {
        assert_eq!(
            applied(
                ScriptChange::StdoutToFile,
                "// bufscope: stdout=terminal stderr=pipe\nprintln!(\"a\");\n"
            ),
            "// bufscope: stdout=file stderr=pipe\nprintln!(\"a\");\n"
        );
        assert_eq!(
            applied(ScriptChange::StdoutToFile, "println!(\"a\");\n"),
            "// bufscope: stdout=file\nprintln!(\"a\");\n"
        );
        assert_eq!(
            ScriptChange::StdoutToFile.apply("// bufscope: stdout=file\n"),
            None
        );
    }

    #[test]
    fn a_file_is_wrapped_with_its_question_mark() {
        let script = "use std::fs::File;\nlet mut f = File::create(\"out.txt\")?;\nlet g = std::io::BufWriter::new(File::create(\"b\")?);\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "use std::fs::File;\nlet mut f = std::io::BufWriter::new(File::create(\"out.txt\")?);\nlet g = std::io::BufWriter::new(File::create(\"b\")?);\n"
        );
        assert_eq!(
            applied(
                ScriptChange::WrapBufReader,
                "let f = std::fs::File::open(\"d\").unwrap();\n"
            ),
            "let f = std::io::BufReader::new(std::fs::File::open(\"d\").unwrap());\n"
        );
    }

    #[test]
    fn println_goes_through_a_bufwriter_declared_before_its_loop() {
        let script = "// bufscope: stdout=file\n// a note: println!(\"x\")\nfor i in 1..=3 {\n    println!(\"{}\", i);\n    println!();\n}\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "// bufscope: stdout=file\n// a note: println!(\"x\")\nuse std::io::Write;\nlet mut out = std::io::BufWriter::new(std::io::stdout().lock());\nfor i in 1..=3 {\n    writeln!(out, \"{}\", i).unwrap();\n    writeln!(out).unwrap();\n}\n"
        );
    }

    #[test]
    fn in_main_the_writer_opens_the_body_and_write_is_not_imported_twice() {
        let script = "use std::io::{self, Write};\nfn main() {\n    eprintln!(\"a\");\n    io::stdout().flush().unwrap();\n}\n";
        assert_eq!(
            applied(ScriptChange::StderrLikeStdout, script),
            "use std::io::{self, Write};\nfn main() {\n    let mut err = std::io::LineWriter::new(std::io::stderr());\n    writeln!(err, \"a\").unwrap();\n    io::stdout().flush().unwrap();\n}\n"
        );
        // `println!` inside `eprintln!` is not a println.
        assert_eq!(
            ScriptChange::WrapBufWriter.apply("eprintln!(\"a\");\n"),
            None
        );
    }

    #[test]
    fn a_flush_in_a_loop_moves_after_it() {
        let script = "fn main() -> std::io::Result<()> {\n    for i in 0..200 {\n        writeln!(w, \"{}\", i)?;\n        w.flush()?;\n    }\n    Ok(())\n}\n";
        assert_eq!(
            applied(ScriptChange::FlushOnce, script),
            "fn main() -> std::io::Result<()> {\n    for i in 0..200 {\n        writeln!(w, \"{}\", i)?;\n    }\n    w.flush()?;\n    Ok(())\n}\n"
        );
        assert_eq!(ScriptChange::FlushOnce.apply("w.flush()?;\n"), None);
    }

    #[test]
    fn linewriter_becomes_bufwriter_without_a_second_import() {
        assert_eq!(
            applied(
                ScriptChange::LineWriterToBufWriter,
                "use std::io::{LineWriter, Write};\nlet w = LineWriter::new(f);\n"
            ),
            "use std::io::{BufWriter, Write};\nlet w = BufWriter::new(f);\n"
        );
        assert_eq!(
            applied(
                ScriptChange::LineWriterToBufWriter,
                "use std::io::{BufWriter, LineWriter, Write};\nlet w = LineWriter::new(f);\n"
            ),
            "use std::io::{BufWriter, Write};\nlet w = BufWriter::new(f);\n"
        );
    }

    #[test]
    fn capacities_grow_eight_times() {
        assert_eq!(
            applied(
                ScriptChange::CapacityTimes8,
                "let a = BufWriter::new(f);\nlet b = BufReader::with_capacity(16, g);\nlet c = LineWriter::with_capacity(N, h);\n"
            ),
            "let a = BufWriter::with_capacity(65536, f);\nlet b = BufReader::with_capacity(128, g);\nlet c = LineWriter::with_capacity(8 * (N), h);\n"
        );
    }

    #[test]
    fn the_offer_follows_the_script() {
        assert_eq!(
            ScriptChange::offered("for i in 1..=3 {\n    println!(\"{}\", i);\n}\n"),
            [ScriptChange::StdoutToFile, ScriptChange::WrapBufWriter]
        );
        let (b, applied) = apply_all(
            "println!(\"a\");\n",
            &[ScriptChange::StdoutToFile, ScriptChange::FlushOnce],
        );
        assert_eq!(
            (b.as_str(), applied),
            (
                "// bufscope: stdout=file\nprintln!(\"a\");\n",
                vec![ScriptChange::StdoutToFile]
            )
        );
    }
}
