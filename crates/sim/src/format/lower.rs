//! The compile-time half of `format_args!`: resolving arguments, checking them like rustc,
//! folding literal arguments into the text and cutting the text into the pieces that
//! `core::fmt::write` will emit, exactly as rustc 1.95 lowers the macro.
//!
//! What the result means at run time (measured with strace and a recording writer on rustc
//! 1.95.0; identical at every opt level):
//!
//! * [`Lowered::Constant`]: no placeholder survived folding. The compiled program makes **one**
//!   `write_all` of the whole string, even when it is empty or longer than 65535 bytes.
//! * [`Lowered::Pieces`]: `core::fmt::write` emits each [`Piece::Literal`] with one `write_str`
//!   (one `write_all`), and formats each [`Piece::Arg`] through the value's trait impl. Render
//!   it with [`super::render::LoweredArgs`].
//!
//! Argument indices: `0..positional.len()` are the positional arguments, then come the named
//! ones in the order given, then the variables captured by `{name}` (see
//! [`Lowering::captures`]). Arguments are evaluated by the program in that order, before
//! anything is written; a folded literal has no run-time effect.

pub use super::lowered::{
    ArgSyntax, Count, FormatSpec, LowerError, Lowered, Lowering, MAX_PIECE_LEN, Piece,
};
use super::template::{CountSyntax, Placeholder, Position, TemplatePart};

/// How a reference to an argument was written, for rustc's choice of error message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RefKind {
    Implicit,
    Number,
    Named,
}

/// A placeholder whose argument references have been resolved.
#[derive(Debug, Clone)]
struct Resolved {
    start: usize,
    precision_offset: Option<usize>,
    arg: Result<usize, usize>,
    arg_kind: RefKind,
    width: Option<ResolvedCount>,
    precision: Option<ResolvedCount>,
    spec: FormatSpec,
    default_options: bool,
    default_flags: bool,
}

#[derive(Debug, Clone, Copy)]
enum ResolvedCount {
    Literal(u16),
    Arg(Result<usize, usize>, RefKind),
}

enum TemplateItem {
    Literal(String),
    Placeholder(Resolved),
}

struct Resolver<'a> {
    positional: &'a [ArgSyntax],
    named: &'a [(String, ArgSyntax)],
    used: Vec<bool>,
    /// References to missing arguments: (index, byte offset of the reference).
    invalid: Vec<(usize, usize)>,
    captures: Vec<String>,
    /// The byte offset of each capture's first naming.
    capture_offsets: Vec<usize>,
}

impl Resolver<'_> {
    fn explicit(&self) -> usize {
        self.positional.len() + self.named.len()
    }

    fn index(&mut self, i: usize, offset: usize) -> Result<usize, usize> {
        if i < self.explicit() {
            self.used[i] = true;
            Ok(i)
        } else {
            self.invalid.push((i, offset));
            Err(i)
        }
    }

    /// The argument `name` refers to, named at byte `offset`.
    fn name(&mut self, name: &str, offset: usize) -> usize {
        if let Some(j) = self.named.iter().position(|(n, _)| n == name) {
            let i = self.positional.len() + j;
            self.used[i] = true;
            return i;
        }
        let k = match self.captures.iter().position(|c| c == name) {
            Some(k) => k,
            None => {
                self.captures.push(name.to_owned());
                self.capture_offsets.push(offset);
                self.captures.len() - 1
            }
        };
        self.explicit() + k
    }

    /// `offset`: where the width, or the precision's `.`, is written (`name_at`: how far its
    /// name is from there).
    fn count(
        &mut self,
        count: &CountSyntax,
        offset: Option<usize>,
        name_at: usize,
    ) -> ResolvedCount {
        let offset = offset.unwrap_or_default();
        match count {
            CountSyntax::Literal(n) => ResolvedCount::Literal(*n),
            CountSyntax::Index(i) => ResolvedCount::Arg(self.index(*i, offset), RefKind::Number),
            CountSyntax::Name(name) => {
                ResolvedCount::Arg(Ok(self.name(name, offset + name_at)), RefKind::Named)
            }
            CountSyntax::Star(i) => ResolvedCount::Arg(self.index(*i, offset), RefKind::Implicit),
        }
    }

    fn placeholder(&mut self, p: &Placeholder) -> Resolved {
        let at = p.position_offset;
        let (arg, arg_kind) = match &p.position {
            Position::Implicit(i) => (self.index(*i, at), RefKind::Implicit),
            Position::Index(i) => (self.index(*i, at), RefKind::Number),
            Position::Name(name) => (Ok(self.name(name, at)), RefKind::Named),
        };
        // rustc looks up the precision before the width; this orders the captures.
        let precision = p
            .precision
            .as_ref()
            .map(|c| self.count(c, p.precision_offset, ".".len()));
        let width = p.width.as_ref().map(|c| self.count(c, p.width_offset, 0));
        let to_count = |c: &ResolvedCount| match *c {
            ResolvedCount::Literal(n) => Count::Literal(n),
            ResolvedCount::Arg(Ok(i) | Err(i), _) => Count::Arg(i),
        };
        Resolved {
            start: p.span.start,
            precision_offset: p.precision_offset,
            arg,
            arg_kind,
            spec: FormatSpec {
                fill: p.fill.unwrap_or(' '),
                align: p.align,
                sign: p.sign,
                alternate: p.alternate,
                zero_pad: p.zero_pad,
                debug_hex: p.debug_hex,
                width: width.as_ref().map(to_count),
                precision: precision.as_ref().map(to_count),
                format_trait: p.format_trait,
            },
            width,
            precision,
            default_options: p.has_default_options(),
            default_flags: p.has_default_flags(),
        }
    }
}

/// Lowers a parsed template with its arguments, like rustc 1.95's `format_args!`.
///
/// `positional` and `named` describe the argument expressions (positional ones come first in
/// the macro call, as rustc requires). `newline` is true for `println!`, `eprintln!` and
/// `writeln!`, which append `"\n"` to the template.
pub fn lower(
    parts: &[TemplatePart],
    positional: &[ArgSyntax],
    named: &[(String, ArgSyntax)],
    newline: bool,
) -> Result<Lowering, LowerError> {
    for (i, (name, _)) in named.iter().enumerate() {
        if named[..i].iter().any(|(n, _)| n == name) {
            return Err(LowerError::new(
                format!("duplicate argument named `{name}`"),
                None,
            ));
        }
    }

    let mut resolver = Resolver {
        positional,
        named,
        used: vec![false; positional.len() + named.len()],
        invalid: Vec::new(),
        captures: Vec::new(),
        capture_offsets: Vec::new(),
    };
    let mut items: Vec<TemplateItem> = Vec::new();
    for part in parts {
        match part {
            TemplatePart::Literal(s) => items.push(TemplateItem::Literal(s.clone())),
            TemplatePart::Placeholder(p) => {
                items.push(TemplateItem::Placeholder(resolver.placeholder(p)));
            }
        }
    }

    if !resolver.invalid.is_empty() {
        return Err(invalid_references(&resolver, &items));
    }
    if let Some(error) = unused_arguments(&resolver, parts) {
        return Err(error);
    }

    let mut count_args: Vec<usize> = Vec::new();
    for item in &items {
        if let TemplateItem::Placeholder(r) = item {
            for count in [r.width, r.precision].into_iter().flatten() {
                if let ResolvedCount::Arg(Ok(i), _) = count {
                    count_args.push(i);
                }
            }
        }
    }
    count_args.sort_unstable();
    count_args.dedup();

    // Fold literal arguments of plain `{}` placeholders into the text.
    for item in &mut items {
        if let TemplateItem::Placeholder(r) = item
            && r.default_options
            && let Ok(i) = r.arg
            && let Some(text) = folded_text(resolver.syntax(i))
        {
            *item = TemplateItem::Literal(text);
        }
    }
    if newline {
        items.push(TemplateItem::Literal("\n".to_owned()));
    }

    let lowered = assemble(items);
    Ok(Lowering {
        plain_first: lowered.formats_first_plainly(),
        lowered,
        captures: resolver.captures,
        capture_offsets: resolver.capture_offsets,
        count_args,
    })
}

impl Resolver<'_> {
    /// The syntax of explicit argument `i` (captures are identifiers, never literals).
    fn syntax(&self, i: usize) -> Option<&ArgSyntax> {
        if i < self.positional.len() {
            self.positional.get(i)
        } else {
            self.named.get(i - self.positional.len()).map(|(_, s)| s)
        }
    }
}

/// Merges adjacent literals, drops empty ones and cuts long runs, as rustc's lowering does.
fn assemble(items: Vec<TemplateItem>) -> Lowered {
    let has_placeholder = items
        .iter()
        .any(|item| matches!(item, TemplateItem::Placeholder(_)));
    if !has_placeholder {
        let mut text = String::new();
        for item in items {
            if let TemplateItem::Literal(s) = item {
                text.push_str(&s);
            }
        }
        return Lowered::Constant(text);
    }

    let mut pieces = Vec::new();
    let mut run = String::new();
    for item in items {
        match item {
            TemplateItem::Literal(s) => run.push_str(&s),
            TemplateItem::Placeholder(r) => {
                push_literal_run(&mut pieces, &run);
                run.clear();
                let (Ok(arg) | Err(arg)) = r.arg;
                pieces.push(Piece::Arg { arg, spec: r.spec });
            }
        }
    }
    push_literal_run(&mut pieces, &run);
    Lowered::Pieces(pieces)
}

/// Pushes a literal run as pieces of at most [`MAX_PIECE_LEN`] bytes, cut at char boundaries.
fn push_literal_run(pieces: &mut Vec<Piece>, mut run: &str) {
    while !run.is_empty() {
        let mut len = run.len().min(MAX_PIECE_LEN);
        while !run.is_char_boundary(len) {
            len -= 1;
        }
        let (head, tail) = run.split_at(len);
        pieces.push(Piece::Literal(head.to_owned()));
        run = tail;
    }
}

/// The text a literal argument folds to, if rustc folds it.
fn folded_text(syntax: Option<&ArgSyntax>) -> Option<String> {
    match syntax? {
        ArgSyntax::Str(s) => Some(s.clone()),
        ArgSyntax::Int(token) => {
            let (value, max) = parse_int_literal(token)?;
            (value <= max).then(|| value.to_string())
        }
        ArgSyntax::Ident(_) | ArgSyntax::Other => None,
    }
}

/// Parses an integer literal token into its value and the largest value its type holds
/// (`i32::MAX` for an unsuffixed literal, as rustc assumes when folding; `isize`/`usize` are
/// 64-bit, as on the x86_64 target being simulated). `None` if the token is not an integer
/// literal (a float such as `1e3` or `2f32`, a malformed token, or a value above `u128::MAX`).
pub fn parse_int_literal(token: &str) -> Option<(u128, u128)> {
    let (radix, body) = match token.get(..2) {
        Some("0x") => (16, &token[2..]),
        Some("0o") => (8, &token[2..]),
        Some("0b") => (2, &token[2..]),
        _ => (10, token),
    };
    let digits_end = body
        .find(|c: char| !(c == '_' || c.is_ascii_digit() || (radix == 16 && c.is_ascii_hexdigit())))
        .unwrap_or(body.len());
    let (digits, suffix) = body.split_at(digits_end);
    let max: u128 = match suffix {
        "" => i32::MAX as u128,
        "i8" => i8::MAX as u128,
        "i16" => i16::MAX as u128,
        "i32" => i32::MAX as u128,
        "i64" | "isize" => i64::MAX as u128,
        "i128" => i128::MAX as u128,
        "u8" => u8::MAX as u128,
        "u16" => u16::MAX as u128,
        "u32" => u32::MAX as u128,
        "u64" | "usize" => u64::MAX as u128,
        "u128" => u128::MAX,
        _ => return None,
    };
    let mut value: u128 = 0;
    let mut any = false;
    for c in digits.chars() {
        if c == '_' {
            continue;
        }
        let digit = c.to_digit(radix)?;
        value = value
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(digit))?;
        any = true;
    }
    any.then_some((value, max))
}

fn plural(n: usize, one: &str, more: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {more}")
    }
}

/// rustc's error for references to arguments that do not exist.
fn invalid_references(resolver: &Resolver<'_>, items: &[TemplateItem]) -> LowerError {
    let explicit = resolver.explicit();
    let desc = match explicit {
        0 => "no arguments were given".to_owned(),
        1 => "there is 1 argument".to_owned(),
        n => format!("there are {n} arguments"),
    };
    let placeholders: Vec<&Resolved> = items
        .iter()
        .filter_map(|item| match item {
            TemplateItem::Placeholder(r) => Some(r),
            TemplateItem::Literal(_) => None,
        })
        .collect();
    let numbered =
        |c: &Option<ResolvedCount>| matches!(c, Some(ResolvedCount::Arg(_, RefKind::Number)));
    let is_star =
        |c: &Option<ResolvedCount>| matches!(c, Some(ResolvedCount::Arg(_, RefKind::Implicit)));
    let any_numbered = placeholders
        .iter()
        .any(|r| r.arg_kind == RefKind::Number || numbered(&r.precision) || numbered(&r.width));
    if !any_numbered {
        let mut n = 0;
        let mut first_span = None;
        for r in &placeholders {
            let mut span = None;
            if is_star(&r.precision) {
                n += 1;
                span = r.precision_offset;
            }
            if r.arg_kind == RefKind::Implicit {
                n += 1;
                span = Some(r.start);
            }
            first_span = first_span.or(span);
        }
        let note = if placeholders.iter().any(|r| is_star(&r.precision)) {
            Some(ZERO_BASED_NOTE)
        } else if placeholders.iter().any(|r| !r.default_flags) {
            Some(FLAGS_NOTE)
        } else {
            None
        };
        return LowerError::new(
            format!(
                "{} in format string, but {desc}",
                plural(n, "positional argument", "positional arguments")
            ),
            note,
        )
        .at(first_span);
    }
    let mut indexes: Vec<usize> = resolver.invalid.iter().map(|&(i, _)| i).collect();
    indexes.sort_unstable();
    indexes.dedup();
    let list = match indexes.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, others)) => {
            let others: Vec<String> = others.iter().map(ToString::to_string).collect();
            format!("{} and {last}", others.join(", "))
        }
        None => String::new(),
    };
    let word = if indexes.len() == 1 {
        "argument"
    } else {
        "arguments"
    };
    LowerError::new(
        format!("invalid reference to positional {word} {list} ({desc})"),
        Some(ZERO_BASED_NOTE),
    )
    .at(resolver.invalid.iter().map(|&(_, offset)| offset).min())
}

const ZERO_BASED_NOTE: &str = "positional arguments are zero-based";
const FLAGS_NOTE: &str =
    "for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html";

/// rustc's error for explicit arguments that no placeholder uses, if any.
fn unused_arguments(resolver: &Resolver<'_>, parts: &[TemplatePart]) -> Option<LowerError> {
    let positional = resolver.positional.len();
    let unused: Vec<usize> = (0..resolver.explicit())
        .filter(|&i| !resolver.used[i])
        .collect();
    let &first = unused.first()?;

    // `format!("{x}", x)`: the unused positional argument is the captured variable itself.
    let inline_names: Vec<&str> = parts
        .iter()
        .filter_map(|part| match part {
            TemplatePart::Placeholder(Placeholder {
                position: Position::Name(name),
                ..
            }) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let redundant: Vec<usize> = unused
        .iter()
        .copied()
        .filter(|&i| {
            i < positional
                && matches!(
                    &resolver.positional[i],
                    ArgSyntax::Ident(id) if inline_names.contains(&id.as_str())
                )
        })
        .collect();
    if !redundant.is_empty() {
        let (message, note) = if redundant.len() == 1 {
            (
                "redundant argument",
                "the formatting specifier is referencing the binding already",
            )
        } else {
            (
                "redundant arguments",
                "the formatting specifiers are referencing the bindings already",
            )
        };
        return Some(LowerError::new(message, Some(note)).for_args(redundant));
    }
    if unused.len() == 1 {
        let message = if first >= positional {
            "named argument never used"
        } else {
            "argument never used"
        };
        return Some(LowerError::new(message, None).for_args(unused));
    }
    // rustc suggests a fix instead of a note when no argument is used at all.
    let note = resolver
        .used
        .contains(&true)
        .then(|| format!("consider adding {} format specifiers", unused.len()));
    Some(LowerError::new("multiple unused formatting arguments", note.as_deref()).for_args(unused))
}
