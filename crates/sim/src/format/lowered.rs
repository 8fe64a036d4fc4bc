//! What lowering `format_args!` produces: the pieces `core::fmt::write` will emit, the specs of
//! its placeholders, and the errors rustc would give. See [`super::lower`] for how.

use std::fmt;

use super::spec::{Align, DebugHex, FmtTrait, Sign};

/// The longest literal piece rustc encodes in one go (its template stores lengths as `u16`).
pub const MAX_PIECE_LEN: usize = u16::MAX as usize;

/// What an argument expression looks like, as far as folding cares.
///
/// Callers build this from their AST: peel any number of parentheses and `&` first
/// (`(3)`, `&"s"` and `&&(3)` all fold like `3` and `"s"`). Results of `concat!`/`stringify!`
/// are string literals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgSyntax {
    /// A string literal (plain, raw or with escapes), with its value.
    Str(String),
    /// An integer literal, as its token text: `3`, `3u8`, `0x10`, `1_000`, `0b1010_i64`. A
    /// leading `-` is not part of a literal (use [`ArgSyntax::Other`]).
    Int(String),
    /// A bare single identifier such as `x`. Only used to phrase rustc's "redundant argument"
    /// error for `format!("{x}", x)`; formats like any other expression.
    Ident(String),
    /// Anything else: a variable path, a call, `-3`, `'c'`, `true`, `1.5`, `b'a'`, a const…
    Other,
}

/// Where a width or precision comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Count {
    /// Written in the template, e.g. the `5` of `{:5}`.
    Literal(u16),
    /// The value of argument `index`, which must be a `usize` no larger than `u16::MAX`.
    Arg(usize),
}

/// The resolved options of a runtime placeholder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FormatSpec {
    /// The fill character (`' '` unless one was written).
    pub fill: char,
    /// `<`, `^`, `>`, or the type's default.
    pub align: Option<Align>,
    /// `+` / `-`
    pub sign: Option<Sign>,
    /// `#`
    pub alternate: bool,
    /// `0`
    pub zero_pad: bool,
    /// `x?` / `X?`
    pub debug_hex: Option<DebugHex>,
    /// The field width.
    pub width: Option<Count>,
    /// The precision.
    pub precision: Option<Count>,
    /// The trait the value is formatted with.
    pub format_trait: FmtTrait,
}

/// One step of the lowered template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Written with one `write_str`. Never empty, never longer than [`MAX_PIECE_LEN`].
    Literal(String),
    /// Argument `arg` formatted with `spec`.
    Arg {
        /// Index into the argument values (see the module documentation).
        arg: usize,
        /// How to format it.
        spec: FormatSpec,
    },
}

/// The lowered template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lowered {
    /// The whole output is known: the program makes one `write_all` of this string.
    Constant(String),
    /// Literal pieces and runtime placeholders, in order. Contains at least one
    /// [`Piece::Arg`].
    Pieces(Vec<Piece>),
}

/// The result of [`lower`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lowering {
    /// The pieces, or the constant text.
    pub lowered: Lowered,
    /// Names captured from the scope by `{name}` or `name$` (no named argument of that name),
    /// in order of first use. Capture `i` is argument `positional + named + i`.
    pub captures: Vec<String>,
    /// Where each capture is first named: the byte offset of its name in the template (rustc
    /// points there, inside the string, when it refuses the variable's use).
    pub capture_offsets: Vec<usize>,
    /// Arguments used as a width or precision: the program requires them to be `usize`
    /// (rustc infers an integer literal there as `usize`). Sorted, no duplicates.
    pub count_args: Vec<usize>,
    /// [`Lowered::formats_first_plainly`]: one `i32` is then written by
    /// [`crate::format::render::write_plain_i32`].
    pub plain_first: bool,
}

impl Lowering {
    /// The number of argument values the renderer is indexed by: positional + named +
    /// captured.
    pub fn arg_count(&self, positional: usize, named: usize) -> usize {
        positional + named + self.captures.len()
    }
}

/// A `format_args!` call rustc would reject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowerError {
    /// rustc's message, e.g. "2 positional arguments in format string, but there is 1
    /// argument".
    pub message: String,
    /// rustc's first note, if it prints one.
    pub note: Option<String>,
    /// Byte offset into the template where rustc's error span starts, for errors located in
    /// the template (bad references, too few arguments).
    pub offset: Option<usize>,
    /// The arguments concerned, for errors located in the argument list (unused and
    /// redundant arguments).
    pub args: Vec<usize>,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LowerError {}

impl LowerError {
    pub(super) fn new(message: impl Into<String>, note: Option<&str>) -> Self {
        LowerError {
            message: message.into(),
            note: note.map(str::to_owned),
            offset: None,
            args: Vec::new(),
        }
    }

    pub(super) fn at(mut self, offset: Option<usize>) -> Self {
        self.offset = offset;
        self
    }

    pub(super) fn for_args(mut self, args: Vec<usize>) -> Self {
        self.args = args;
        self
    }
}

impl Lowered {
    /// Whether every placeholder formats argument 0 with a plain `{}` or `{:?}` (no flag, width
    /// or precision): one `i32` then renders with nothing to check, since an `i32` has both
    /// traits, and no trait to choose at run time. The renderer formats such a placeholder with
    /// the caller's default `Formatter` (a `-` sign flag changes nothing; fill, alignment and
    /// `0` only act with a width).
    pub fn formats_first_plainly(&self) -> bool {
        let Lowered::Pieces(pieces) = self else {
            return false;
        };
        pieces.iter().all(|piece| match piece {
            Piece::Literal(_) => true,
            Piece::Arg { arg, spec } => {
                *arg == 0
                    && matches!(
                        (spec.format_trait, spec.debug_hex),
                        (FmtTrait::Display, _) | (FmtTrait::Debug, None)
                    )
                    && spec.sign != Some(Sign::Plus)
                    && !spec.alternate
                    && spec.width.is_none()
                    && spec.precision.is_none()
            }
        })
    }
}
