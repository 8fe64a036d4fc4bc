//! Parsing a format string (`"x = {x:>8.3}, {{literal}}"`) into literal text and placeholders,
//! with the grammar and the error messages of rustc 1.95's `format_args!`.
//!
//! The parser follows rustc's `rustc_parse_format` step by step, because the *first* error it
//! meets is the one rustc reports, and some recovery paths replace it with a more specific
//! message (`{x?}` → "expected `}`, found `?`" with a colon hint, `{a.b}` → "field access isn't
//! supported", …). Byte offsets are into the template text as given (after the caller has
//! processed the string literal's escapes), not into the source snippet.

use std::fmt;
use std::ops::Range;

use super::spec::{Align, DebugHex, FmtTrait, Sign};

/// One part of a parsed template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TemplatePart {
    /// Literal text, with `{{`/`}}` already unescaped. Adjacent runs are merged, so two
    /// `Literal`s never follow each other.
    Literal(String),
    /// A `{…}` placeholder.
    Placeholder(Placeholder),
}

/// Which argument a placeholder (or a `N$`/`name$`/`*` count) refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Position {
    /// `{}`: the next argument; the number is the implicit counter's value.
    Implicit(usize),
    /// `{2}`
    Index(usize),
    /// `{name}`: a named argument, or else a variable captured from the scope.
    Name(String),
}

/// A width or precision as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountSyntax {
    /// `5`
    Literal(u16),
    /// `2$`
    Index(usize),
    /// `name$`
    Name(String),
    /// `.*`: the next implicit argument (its index is given).
    Star(usize),
}

/// A parsed `{…}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placeholder {
    /// The argument to format.
    pub position: Position,
    /// The fill character, if one was written (it always comes with an alignment).
    pub fill: Option<char>,
    /// `<`, `^`, `>`
    pub align: Option<Align>,
    /// `+` or `-`
    pub sign: Option<Sign>,
    /// `#`
    pub alternate: bool,
    /// `0`
    pub zero_pad: bool,
    /// The field width.
    pub width: Option<CountSyntax>,
    /// The precision.
    pub precision: Option<CountSyntax>,
    /// The trait selected by the type letter.
    pub format_trait: FmtTrait,
    /// `x?` / `X?`
    pub debug_hex: Option<DebugHex>,
    /// Byte range of the whole placeholder, `{` to `}` inclusive.
    pub span: Range<usize>,
    /// Byte offset of the position (just after `{`, also for an implicit one).
    pub position_offset: usize,
    /// Byte offset of the width, if one was written.
    pub width_offset: Option<usize>,
    /// Byte offset of the precision's `.`, if one was written.
    pub precision_offset: Option<usize>,
}

impl Placeholder {
    /// True when no option at all was given: `{}`, `{:}`, `{0}`, `{name}`. Only such
    /// placeholders (with `Display`) can have a literal argument folded into the text.
    pub fn has_default_options(&self) -> bool {
        self.format_trait == FmtTrait::Display && self.has_default_flags()
    }

    /// True when no flag, width or precision was given (the trait may be anything).
    pub fn has_default_flags(&self) -> bool {
        self.fill.is_none()
            && self.align.is_none()
            && self.sign.is_none()
            && !self.alternate
            && !self.zero_pad
            && self.width.is_none()
            && self.precision.is_none()
            && self.debug_hex.is_none()
    }
}

/// A template rustc would reject, with rustc's wording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    /// Byte offset into the template text where rustc's error span starts. For an
    /// unterminated placeholder it is the text's length.
    pub offset: usize,
    /// The main message, e.g. "invalid format string: expected `}`, found `a`".
    pub message: String,
    /// rustc's note, when it prints one.
    pub note: Option<String>,
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for TemplateError {}

/// Parses a format string. See the module documentation.
pub fn parse_template(text: &str) -> Result<Vec<TemplatePart>, TemplateError> {
    let mut parser = Parser::new(text);
    let mut parts: Vec<TemplatePart> = Vec::new();
    let mut type_words: Vec<(String, usize)> = Vec::new();
    while let Some(piece) = parser.next_piece() {
        // Like rustc, stop at the first piece whose parsing produced an error.
        if let Some(error) = parser.errors.first() {
            return Err(error.clone().into_template_error());
        }
        match piece {
            Piece::Literal(s) => match parts.last_mut() {
                Some(TemplatePart::Literal(prev)) => prev.push_str(s),
                _ => parts.push(TemplatePart::Literal(s.to_owned())),
            },
            Piece::Argument(arg) => {
                type_words.push((arg.spec.ty.to_owned(), arg.spec.ty_offset));
                parts.push(TemplatePart::Placeholder(arg.into_placeholder()));
            }
        }
    }
    if let Some(error) = parser.errors.first() {
        return Err(error.clone().into_template_error());
    }
    // Unknown type words are reported after parsing succeeded, placeholder by placeholder.
    for (word, offset) in type_words {
        if FmtTrait::from_type_word(&word).is_none() {
            return Err(TemplateError {
                offset,
                message: format!("unknown format trait `{word}`"),
                note: Some(UNKNOWN_TRAIT_NOTE.to_owned()),
            });
        }
    }
    Ok(parts)
}

#[derive(Debug, Clone)]
struct ParseError {
    description: String,
    note: Option<String>,
    offset: usize,
}

impl ParseError {
    fn new(description: impl Into<String>, note: Option<&str>, offset: usize) -> Self {
        ParseError {
            description: description.into(),
            note: note.map(str::to_owned),
            offset,
        }
    }

    fn into_template_error(self) -> TemplateError {
        TemplateError {
            offset: self.offset,
            message: format!("invalid format string: {}", self.description),
            note: self.note,
        }
    }
}

const UNKNOWN_TRAIT_NOTE: &str = "the only appropriate formatting traits are:
- ``, which uses the `Display` trait
- `?`, which uses the `Debug` trait
- `e`, which uses the `LowerExp` trait
- `E`, which uses the `UpperExp` trait
- `o`, which uses the `Octal` trait
- `p`, which uses the `Pointer` trait
- `b`, which uses the `Binary` trait
- `x`, which uses the `LowerHex` trait
- `X`, which uses the `UpperHex` trait";
const ESCAPE_OPEN_NOTE: &str = "if you intended to print `{`, you can escape it using `{{`";
const TO_PRINT_OPEN_NOTE: &str = "to print `{`, you can escape it using `{{`";
const LOCAL_VARIABLE_NOTE: &str =
    "consider moving this expression to a local variable and then using the local here instead";

enum Piece<'t> {
    Literal(&'t str),
    Argument(Argument<'t>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum ParsedPosition<'t> {
    Implicit(usize),
    Index(usize),
    Named(&'t str),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum ParsedCount<'t> {
    Implied,
    Literal(u16),
    Index(usize),
    Named(&'t str),
    Star(usize),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct ParsedSpec<'t> {
    fill: Option<char>,
    align: Option<Align>,
    sign: Option<Sign>,
    alternate: bool,
    zero_pad: bool,
    debug_hex: Option<DebugHex>,
    precision: ParsedCount<'t>,
    width: ParsedCount<'t>,
    ty: &'t str,
    ty_offset: usize,
    width_offset: usize,
    /// Where the `.` was written, if it was (even `{:.}`, whose precision stays implied).
    dot: Option<usize>,
}

impl Default for ParsedSpec<'_> {
    fn default() -> Self {
        ParsedSpec {
            fill: None,
            align: None,
            sign: None,
            alternate: false,
            zero_pad: false,
            debug_hex: None,
            precision: ParsedCount::Implied,
            width: ParsedCount::Implied,
            ty: "",
            ty_offset: 0,
            width_offset: 0,
            dot: None,
        }
    }
}

impl ParsedSpec<'_> {
    /// rustc compares the whole spec (spans included) with the default; a spec is only
    /// default if nothing was written, so `ty_offset` is compared through `ty`.
    fn is_default(&self) -> bool {
        let mut plain = self.clone();
        plain.ty_offset = 0;
        plain.width_offset = 0;
        plain == ParsedSpec::default()
    }
}

struct Argument<'t> {
    position: ParsedPosition<'t>,
    position_start: usize,
    spec: ParsedSpec<'t>,
    start: usize,
    end: usize,
}

impl Argument<'_> {
    fn is_identifier(&self) -> bool {
        matches!(self.position, ParsedPosition::Named(_)) && self.spec.is_default()
    }

    fn into_placeholder(self) -> Placeholder {
        let width_offset =
            (self.spec.width != ParsedCount::Implied).then_some(self.spec.width_offset);
        let precision_offset = self
            .spec
            .dot
            .filter(|_| self.spec.precision != ParsedCount::Implied);
        let count = |c: ParsedCount<'_>| match c {
            ParsedCount::Implied => None,
            ParsedCount::Literal(n) => Some(CountSyntax::Literal(n)),
            ParsedCount::Index(i) => Some(CountSyntax::Index(i)),
            ParsedCount::Named(name) => Some(CountSyntax::Name(name.to_owned())),
            ParsedCount::Star(i) => Some(CountSyntax::Star(i)),
        };
        Placeholder {
            position: match self.position {
                ParsedPosition::Implicit(i) => Position::Implicit(i),
                ParsedPosition::Index(i) => Position::Index(i),
                ParsedPosition::Named(name) => Position::Name(name.to_owned()),
            },
            fill: self.spec.fill,
            align: self.spec.align,
            sign: self.spec.sign,
            alternate: self.spec.alternate,
            zero_pad: self.spec.zero_pad,
            width: count(self.spec.width),
            precision: count(self.spec.precision),
            // Unknown words are rejected before any placeholder is handed out.
            format_trait: FmtTrait::from_type_word(self.spec.ty).unwrap_or(FmtTrait::Display),
            debug_hex: self.spec.debug_hex,
            span: self.start..self.end,
            position_offset: self.position_start,
            width_offset,
            precision_offset,
        }
    }
}

/// rustc's `is_id_start`: `_` or XID_Start. Non-ASCII characters use `char::is_alphabetic`
/// (std has no XID tables), which agrees with XID_Start for all but a few rare characters.
fn is_id_start(c: char) -> bool {
    c == '_' || c.is_ascii_alphabetic() || (!c.is_ascii() && c.is_alphabetic())
}

/// rustc's `is_id_continue` (XID_Continue), approximated like [`is_id_start`].
fn is_id_continue(c: char) -> bool {
    c == '_' || c.is_ascii_alphanumeric() || (!c.is_ascii() && c.is_alphanumeric())
}

struct Parser<'t> {
    text: &'t str,
    chars: Vec<(usize, char)>,
    index: usize,
    errors: Vec<ParseError>,
    curarg: usize,
}

impl<'t> Parser<'t> {
    fn new(text: &'t str) -> Self {
        Parser {
            text,
            chars: text.char_indices().collect(),
            index: 0,
            errors: Vec::new(),
            curarg: 0,
        }
    }

    fn peek(&self) -> Option<(usize, char)> {
        self.chars.get(self.index).copied()
    }

    fn peek_ahead(&self) -> Option<(usize, char)> {
        self.chars.get(self.index + 1).copied()
    }

    /// Byte offset of the character at `index`, or the end of the text.
    fn offset_of(&self, index: usize) -> usize {
        self.chars.get(index).map_or(self.text.len(), |&(o, _)| o)
    }

    fn consume(&mut self, c: char) -> Option<usize> {
        match self.peek() {
            Some((offset, found)) if found == c => {
                self.index += 1;
                Some(offset)
            }
            _ => None,
        }
    }

    fn ws(&mut self) {
        while let Some((_, c)) = self.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.index += 1;
        }
    }

    fn next_piece(&mut self) -> Option<Piece<'t>> {
        let (start, c) = self.peek()?;
        match c {
            '{' => {
                self.index += 1;
                if let Some((second, '{')) = self.peek() {
                    self.index += 1;
                    return Some(Piece::Literal(self.string(second)));
                }
                let mut arg = self.argument(start);
                self.ws();
                match self.consume('}') {
                    Some(close) => arg.end = close + 1,
                    None => {
                        arg.end = self.offset_of(self.index);
                        self.missing_closing_brace(&arg);
                    }
                }
                Some(Piece::Argument(arg))
            }
            '}' => {
                self.index += 1;
                if let Some((second, '}')) = self.peek() {
                    self.index += 1;
                    return Some(Piece::Literal(self.string(second)));
                }
                self.errors.push(ParseError::new(
                    "unmatched `}` found",
                    Some("if you intended to print `}`, you can escape it using `}}`"),
                    start,
                ));
                None
            }
            _ => Some(Piece::Literal(self.string(start))),
        }
    }

    /// Literal text from `start` up to the next brace.
    fn string(&mut self, start: usize) -> &'t str {
        while let Some((offset, c)) = self.peek() {
            if c == '{' || c == '}' {
                return &self.text[start..offset];
            }
            self.index += 1;
        }
        &self.text[start..]
    }

    fn argument(&mut self, open_brace: usize) -> Argument<'t> {
        let position_start = self.offset_of(self.index);
        let position = self.position();
        self.ws();
        let spec = self.format();
        // The implicit position is resolved after the spec, so `{:.*}` takes the precision
        // first and the value second.
        let position = position.unwrap_or_else(|| {
            let i = self.curarg;
            self.curarg += 1;
            ParsedPosition::Implicit(i)
        });
        Argument {
            position,
            position_start,
            spec,
            start: open_brace,
            end: open_brace,
        }
    }

    fn position(&mut self) -> Option<ParsedPosition<'t>> {
        if let Some(i) = self.integer() {
            return Some(ParsedPosition::Index(usize::from(i)));
        }
        let (start, c) = self.peek()?;
        if !is_id_start(c) {
            return None;
        }
        let word = self.word();
        if word == "r"
            && let Some((_, '#')) = self.peek()
            && self.peek_ahead().is_some_and(|(_, c)| is_id_start(c))
        {
            self.index += 1;
            let word = self.word();
            self.errors.insert(
                0,
                ParseError::new(
                    "raw identifiers are not supported",
                    Some(
                        "identifiers in format strings can be keywords and don't need to be \
                         prefixed with `r#`",
                    ),
                    start,
                ),
            );
            return Some(ParsedPosition::Named(word));
        }
        Some(ParsedPosition::Named(word))
    }

    fn format(&mut self) -> ParsedSpec<'t> {
        let mut spec = ParsedSpec::default();
        if self.consume(':').is_none() {
            return spec;
        }
        if let (Some((_, c)), Some((_, '<' | '^' | '>'))) = (self.peek(), self.peek_ahead()) {
            self.index += 1;
            spec.fill = Some(c);
        }
        if self.consume('<').is_some() {
            spec.align = Some(Align::Left);
        } else if self.consume('>').is_some() {
            spec.align = Some(Align::Right);
        } else if self.consume('^').is_some() {
            spec.align = Some(Align::Center);
        }
        if self.consume('+').is_some() {
            spec.sign = Some(Sign::Plus);
        } else if self.consume('-').is_some() {
            spec.sign = Some(Sign::Minus);
        }
        if self.consume('#').is_some() {
            spec.alternate = true;
        }
        let mut have_width = false;
        spec.width_offset = self.offset_of(self.index);
        if self.consume('0').is_some() {
            // `0$` is width-from-argument-0, not the `0` flag.
            if self.consume('$').is_some() {
                spec.width = ParsedCount::Index(0);
                have_width = true;
            } else {
                spec.zero_pad = true;
            }
        }
        if !have_width {
            spec.width_offset = self.offset_of(self.index);
            spec.width = self.count();
        }
        if let Some(dot) = self.consume('.') {
            spec.dot = Some(dot);
            if self.consume('*').is_some() {
                let i = self.curarg;
                self.curarg += 1;
                spec.precision = ParsedCount::Star(i);
            } else {
                spec.precision = self.count();
            }
        }
        spec.ty_offset = self.offset_of(self.index);
        if self.consume('x').is_some() {
            if self.consume('?').is_some() {
                spec.debug_hex = Some(DebugHex::Lower);
                spec.ty = "?";
            } else {
                spec.ty = "x";
            }
        } else if self.consume('X').is_some() {
            if self.consume('?').is_some() {
                spec.debug_hex = Some(DebugHex::Upper);
                spec.ty = "?";
            } else {
                spec.ty = "X";
            }
        } else if self.consume('?').is_some() {
            spec.ty = "?";
            if let Some((offset, c @ ('#' | 'x' | 'X'))) = self.peek() {
                self.errors.insert(
                    0,
                    ParseError::new(format!("expected `}}`, found `{c}`"), None, offset),
                );
            }
        } else {
            spec.ty = self.word();
        }
        spec
    }

    fn count(&mut self) -> ParsedCount<'t> {
        if let Some(i) = self.integer() {
            return if self.consume('$').is_some() {
                ParsedCount::Index(usize::from(i))
            } else {
                ParsedCount::Literal(i)
            };
        }
        let start = self.index;
        let word = self.word();
        if word.is_empty() {
            ParsedCount::Implied
        } else if self.consume('$').is_some() {
            ParsedCount::Named(word)
        } else {
            self.index = start;
            ParsedCount::Implied
        }
    }

    /// An identifier (or keyword); a lone `_` is an error.
    fn word(&mut self) -> &'t str {
        let start = match self.peek() {
            Some((offset, c)) if is_id_start(c) => offset,
            _ => return "",
        };
        self.index += 1;
        while let Some((_, c)) = self.peek() {
            if !is_id_continue(c) {
                break;
            }
            self.index += 1;
        }
        let end = self.offset_of(self.index);
        let word = &self.text[start..end];
        if word == "_" {
            self.errors.push(ParseError::new(
                "invalid argument name `_`",
                Some("argument name cannot be a single underscore"),
                start,
            ));
        }
        word
    }

    fn integer(&mut self) -> Option<u16> {
        let start = self.index;
        let mut value: u16 = 0;
        let mut found = false;
        let mut overflow = false;
        while let Some((_, c)) = self.peek() {
            let Some(digit) = c.to_digit(10) else { break };
            self.index += 1;
            found = true;
            // `to_digit(10)` is below 10, so the cast is lossless.
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(digit as u16))
            {
                Some(v) => value = v,
                None => {
                    overflow = true;
                    value = value.wrapping_mul(10).wrapping_add(digit as u16);
                }
            }
        }
        if overflow {
            let from = self.offset_of(start);
            let to = self.offset_of(self.index);
            self.errors.push(ParseError::new(
                format!(
                    "integer `{}` does not fit into the type `u16` whose range is `0..={}`",
                    &self.text[from..to],
                    u16::MAX
                ),
                None,
                from,
            ));
        }
        found.then_some(value)
    }

    fn missing_closing_brace(&mut self, arg: &Argument<'t>) {
        let (offset, description) = match self.peek() {
            Some((offset, c)) => (
                offset,
                format!("expected `}}`, found `{}`", c.escape_debug()),
            ),
            None => (
                self.text.len(),
                "expected `}` but string was terminated".to_owned(),
            ),
        };
        let note = if arg.spec.fill == Some('}') {
            "the character `}` is interpreted as a fill character because of the `:` that \
             precedes it"
        } else {
            ESCAPE_OPEN_NOTE
        };
        self.errors
            .push(ParseError::new(description, Some(note), offset));

        let (Some((offset, c)), Some((_, next))) = (self.peek(), self.peek_ahead()) else {
            return;
        };
        match (c, next) {
            ('?', '}') => {
                self.index += 1;
                self.errors.insert(
                    0,
                    ParseError::new("expected `}`, found `?`", Some(TO_PRINT_OPEN_NOTE), offset),
                );
            }
            ('?', _) => {
                self.index += 1;
                if self.consume(':').is_some() {
                    let word = self.word();
                    self.errors.insert(
                        0,
                        ParseError::new(
                            "expected format parameter to occur after `:`",
                            Some(&format!("`?` comes after `:`, try `{word}:?` instead")),
                            offset,
                        ),
                    );
                }
            }
            ('<' | '^' | '>', _) => {
                self.index += 1;
                self.errors.insert(
                    0,
                    ParseError::new(
                        "expected alignment specifier after `:` in format string; example: \
                         `{:>?}`",
                        None,
                        offset,
                    ),
                );
            }
            (',', _) => {
                self.index += 1;
                self.errors.insert(
                    0,
                    ParseError::new(
                        "python's numeric grouping `,` is not supported in rust format strings",
                        Some(TO_PRINT_OPEN_NOTE),
                        offset,
                    ),
                );
            }
            ('=', '}') => {
                self.index += 1;
                self.errors.insert(
                    0,
                    ParseError::new(
                        "python's f-string debug `=` is not supported in rust, use `dbg(x)` \
                         instead",
                        Some(TO_PRINT_OPEN_NOTE),
                        offset,
                    ),
                );
            }
            _ => self.field_access(arg),
        }
    }

    /// `{a.b}` / `{a.0}`: explain that only plain identifiers can be captured.
    fn field_access(&mut self, arg: &Argument<'t>) {
        if !arg.is_identifier() || self.consume('.').is_none() {
            return;
        }
        let field = self.argument(arg.start);
        if self.consume('}').is_none() {
            return;
        }
        let description = match field.position {
            ParsedPosition::Named(_) => "field access isn't supported",
            ParsedPosition::Index(_) => "tuple index access isn't supported",
            ParsedPosition::Implicit(_) => return,
        };
        self.errors.insert(
            0,
            ParseError::new(description, Some(LOCAL_VARIABLE_NOTE), arg.position_start),
        );
    }
}
