//! The run-time half of `format_args!`: writing lowered pieces through the genuine
//! `core::fmt` machinery, so a genuine std writer sees the same `write_str`/`write_all`
//! calls as with the compiled macro.
//!
//! # How a placeholder is rendered
//!
//! A placeholder's flags live in the format string literal, which we only know at run time,
//! and `core::fmt` offers no stable way to build a `Formatter` with chosen options. So
//! [`table`] holds one compiled `write!` per combination of the flags that matter
//! (alignment × `+` × `#` × `0` × width? × precision? × {Display-like, `?`, `x?`, `X?`}), with
//! width and precision passed as `w$`/`.p$` arguments. The argument is a [`Wrap`] whose
//! `Display` calls the value's `Display`, `LowerHex`, `Octal`, `LowerExp`, … (chosen at run
//! time) with the *same* `Formatter`, and whose `Debug` calls the value's `Debug`. The
//! resulting `Formatter` options are identical to the compiled program's, so all padding,
//! sign, precision and escaping logic is std's own.
//!
//! Combinations that cannot be told apart are merged: without a width, alignment and `0` do
//! nothing (padding is the only thing they affect), and no std impl reads the `-` flag. The
//! table has 288 arms.
//!
//! # The fill character
//!
//! A fill can only be written as a literal, and it is only meaningful with an explicit
//! alignment (the grammar requires one). The arms with an alignment use the sentinel fill
//! [`FILL_SENTINEL`] (U+10FFFF) and write through [`FillMap`], which turns each
//! `write_char(FILL_SENTINEL)` into `write_char(fill)`. This is exact because core writes
//! padding, and only padding, as one `write_char(fill)` per fill character
//! (`Formatter::padding`/`PostPadding::write`), while no std impl in [`FmtValue`]'s range
//! writes U+10FFFF as content with `write_char` (`Debug` escapes it, and `Display` of a
//! `char` with a width goes through `Formatter::pad`, which uses `write_str`). Mapping a
//! space fill instead would corrupt content spaces such as the `' '` in `{:*>3?}` of
//! `vec![' ']`, because `Debug` of a printable char writes it with `write_char`.

use std::fmt;
use std::io;

use super::lower::{Count, FormatSpec, Lowered, Piece};
use super::spec::{Align, DebugHex, FmtTrait, Sign};
use super::value::FmtValue;

/// The fill written into the table's format strings and mapped to the real fill.
pub const FILL_SENTINEL: char = '\u{10FFFF}';

/// A value that cannot be formatted the way its placeholder asks. The compiled program
/// would not build (a missing trait impl, a width that is not `usize`), or would panic
/// before writing anything (a width above `u16::MAX`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueError {
    /// The argument index concerned.
    pub arg: usize,
    /// The message, phrased like rustc's or std's.
    pub message: String,
    /// The compiled program builds and then panics inside `core::fmt` with `message` (the
    /// only such case modelled: `{:.65535e}` of a float, where `precision + 1` wraps).
    pub core_panics: bool,
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "argument {}: {}", self.arg, self.message)
    }
}

impl std::error::Error for ValueError {}

/// Lowered pieces with their argument values, checked, ready to be written with
/// `writer.write_fmt(format_args!("{}", lowered_args))` on any genuine writer.
///
/// Format it with a plain `{}` only (other options would be ignored anyway). For a
/// [`Lowered::Constant`] the program makes a single `write_all` instead: see [`write_lowered`].
#[derive(Debug, Clone, Copy)]
pub struct LoweredArgs<'a> {
    pieces: &'a [Piece],
    values: &'a [FmtValue],
}

impl<'a> LoweredArgs<'a> {
    /// `values` is indexed like the arguments of [`super::lower::lower`] (positional, named,
    /// captured). Only the arguments the pieces reference are looked at, so a folded literal
    /// argument can be given any value.
    ///
    /// Checks that every placeholder can be rendered: the value exists and implements the
    /// trait, and every width/precision argument is a `usize` of at most `u16::MAX`. After
    /// this, formatting never fails unless the underlying writer does (an `fmt::Error` the
    /// writer did not cause would make `io::Write::write_fmt` panic).
    #[inline]
    pub fn new(pieces: &'a [Piece], values: &'a [FmtValue]) -> Result<Self, ValueError> {
        // Checked apart, answering only whether: a format call in a loop then reads back a
        // flag, not two slices stored a word at a time (a stall on every call).
        check_values(pieces, values)?;
        Ok(LoweredArgs { pieces, values })
    }
}

/// The checks of [`LoweredArgs::new`].
fn check_values(pieces: &[Piece], values: &[FmtValue]) -> Result<(), ValueError> {
    for piece in pieces {
        let Piece::Arg { arg, spec } = piece else {
            continue;
        };
        let value = value_at(values, *arg)?;
        check_trait(*arg, value, spec.format_trait)?;
        // Width first, as core reads them. Asked field by field: an iterator over the two
        // cost a format call in a loop more than the checks themselves.
        if let Some(Count::Arg(i)) = spec.width {
            count_value(values, i)?;
        }
        // `float_to_exponential_common_exact(…, precision + 1, …)` wraps in `u16` at the
        // largest precision and `flt2dec` asserts it got digits.
        let precision = match spec.precision {
            Some(Count::Literal(n)) => Some(n),
            Some(Count::Arg(i)) => Some(count_value(values, i)?),
            None => None,
        };
        let exponent = matches!(spec.format_trait, FmtTrait::LowerExp | FmtTrait::UpperExp);
        if exponent
            && precision == Some(u16::MAX)
            && matches!(value, FmtValue::F32(_) | FmtValue::F64(_))
        {
            return Err(ValueError {
                arg: *arg,
                message: "assertion failed: ndigits > 0".to_owned(),
                core_panics: true,
            });
        }
    }
    Ok(())
}

fn value_at(values: &[FmtValue], arg: usize) -> Result<&FmtValue, ValueError> {
    values.get(arg).ok_or_else(|| ValueError {
        core_panics: false,
        arg,
        message: format!(
            "no value for argument {arg} ({} values given)",
            values.len()
        ),
    })
}

fn check_trait(arg: usize, value: &FmtValue, t: FmtTrait) -> Result<(), ValueError> {
    if value.implements(t) {
        return Ok(());
    }
    let ty = value.type_name();
    let message = match t {
        FmtTrait::Display => format!("`{ty}` doesn't implement `std::fmt::Display`"),
        FmtTrait::Debug => format!("`{ty}` doesn't implement `Debug`"),
        FmtTrait::Pointer => {
            "`{:p}` is not supported: the simulator has no addresses to print".to_owned()
        }
        _ => format!("the trait `{}` is not implemented for `{ty}`", t.name()),
    };
    Err(ValueError {
        arg,
        message,
        core_panics: false,
    })
}

/// The value of a width/precision argument.
fn count_value(values: &[FmtValue], arg: usize) -> Result<u16, ValueError> {
    let value = value_at(values, arg)?;
    let Some(n) = value.as_count() else {
        return Err(ValueError {
            core_panics: false,
            arg,
            message: format!(
                "mismatched types: expected `usize`, found `{}`",
                value.type_name()
            ),
        });
    };
    // `core::fmt::rt::Argument::from_usize` panics with this message.
    u16::try_from(n).map_err(|_| ValueError {
        core_panics: false,
        arg,
        message: "Formatting argument out of range".to_owned(),
    })
}

impl fmt::Display for LoweredArgs<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for piece in self.pieces {
            match piece {
                Piece::Literal(s) => f.write_str(s)?,
                Piece::Arg { arg, spec } => {
                    let value = self.values.get(*arg).ok_or(fmt::Error)?;
                    let count = |c: Option<Count>| -> Result<Option<u16>, fmt::Error> {
                        match c {
                            None => Ok(None),
                            Some(Count::Literal(n)) => Ok(Some(n)),
                            Some(Count::Arg(i)) => count_value(self.values, i)
                                .map(Some)
                                .map_err(|_| fmt::Error),
                        }
                    };
                    let width = count(spec.width)?;
                    let precision = count(spec.precision)?;
                    if let Some(kind) = plain_kind(spec, width, precision) {
                        // A placeholder without flags (`{}`, `{:?}`, `{:x}`…) formats with
                        // this `Formatter` as it is: its options are the defaults the table's
                        // own `write!` would set, and it forwards every `write_str` and
                        // `write_char` unchanged, so the writer sees the same calls.
                        let wrap = Wrap {
                            value,
                            format_trait: spec.format_trait,
                        };
                        match kind {
                            Kind::Debug => fmt::Debug::fmt(&wrap, f)?,
                            _ => fmt::Display::fmt(&wrap, f)?,
                        }
                        continue;
                    }
                    render_placeholder(f, value, spec, width, precision)?;
                }
            }
        }
        Ok(())
    }
}

/// Writes a lowered `write!`/`print!` to `writer` the way the compiled macro does:
/// one `write_all` for a constant, `write_fmt` of the pieces otherwise.
///
/// The outer `Err` means the program would not compile or would panic (see
/// [`LoweredArgs::new`]); nothing has been written then. The inner result is the writer's.
pub fn write_lowered<W: io::Write + ?Sized>(
    writer: &mut W,
    lowered: &Lowered,
    values: &[FmtValue],
) -> Result<io::Result<()>, ValueError> {
    match lowered {
        Lowered::Constant(s) => Ok(writer.write_all(s.as_bytes())),
        Lowered::Pieces(pieces) => {
            let args = LoweredArgs::new(pieces, values)?;
            Ok(writer.write_fmt(format_args!("{args}")))
        }
    }
}

/// [`write_lowered`] of `pieces` whose lowering is `plain_first`, with the `i32` `n` as
/// argument 0: the same `write_str`s through the same default `Formatter`, as `LoweredArgs`
/// would make them, without its checks (an `i32` passes them all) or its dispatch on the
/// value's type and trait. How a loop's `println!("{}", i)` is written.
pub fn write_plain_i32<W: io::Write + ?Sized>(
    writer: &mut W,
    pieces: &[Piece],
    n: i32,
) -> io::Result<()> {
    struct PlainI32<'a> {
        pieces: &'a [Piece],
        n: i32,
    }
    impl fmt::Display for PlainI32<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            for piece in self.pieces {
                match piece {
                    Piece::Literal(s) => f.write_str(s)?,
                    Piece::Arg { spec, .. } if spec.format_trait == FmtTrait::Debug => {
                        fmt::Debug::fmt(&self.n, f)?
                    }
                    Piece::Arg { .. } => fmt::Display::fmt(&self.n, f)?,
                }
            }
            Ok(())
        }
    }
    writer.write_fmt(format_args!("{}", PlainI32 { pieces, n }))
}

/// Formats `value` with the trait and flags of `spec`, through the real `core::fmt`, into
/// `out` (normally the `Formatter` of [`LoweredArgs`]' own `{}`).
fn render_placeholder(
    out: &mut dyn fmt::Write,
    value: &FmtValue,
    spec: &FormatSpec,
    width: Option<u16>,
    precision: Option<u16>,
) -> fmt::Result {
    let key = Key::new(spec, width.is_some(), precision.is_some());
    let wrap = Wrap {
        value,
        format_trait: spec.format_trait,
    };
    let w = usize::from(width.unwrap_or(0));
    let p = usize::from(precision.unwrap_or(0));
    if key.width && key.align.is_some() {
        let mut mapped = FillMap {
            out,
            fill: spec.fill,
        };
        table(&mut mapped, &key, &wrap, w, p)
    } else {
        table(out, &key, &wrap, w, p)
    }
}

/// The table's kind for a placeholder with no flag, width or precision (`{}`, `{:?}`, `{:e}`),
/// which formats with the caller's default `Formatter`; `None` when any flag is set.
fn plain_kind(spec: &FormatSpec, width: Option<u16>, precision: Option<u16>) -> Option<Kind> {
    let key = Key::new(spec, width.is_some(), precision.is_some());
    let plain = key.align.is_none()
        && !key.plus
        && !key.alternate
        && !key.zero_pad
        && !key.width
        && !key.precision;
    match key.kind {
        Kind::Display | Kind::Debug if plain => Some(key.kind),
        _ => None,
    }
}

/// Passes writes through, turning the sentinel fill into the real one.
struct FillMap<'a> {
    out: &'a mut dyn fmt::Write,
    fill: char,
}

impl fmt::Write for FillMap<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.write_str(s)
    }

    fn write_char(&mut self, c: char) -> fmt::Result {
        self.out
            .write_char(if c == FILL_SENTINEL { self.fill } else { c })
    }
}

/// The table entry for a placeholder (see the module documentation).
#[derive(Debug, Clone, Copy)]
struct Key {
    align: Option<Align>,
    plus: bool,
    alternate: bool,
    zero_pad: bool,
    width: bool,
    precision: bool,
    kind: Kind,
}

#[derive(Debug, Clone, Copy)]
enum Kind {
    /// `{}`: the [`Wrap`]'s `Display`, which calls the selected non-`Debug` trait.
    Display,
    /// `{:?}`
    Debug,
    /// `{:x?}`
    DebugLowerHex,
    /// `{:X?}`
    DebugUpperHex,
}

impl Key {
    fn new(spec: &FormatSpec, width: bool, precision: bool) -> Key {
        Key {
            align: if width { spec.align } else { None },
            plus: spec.sign == Some(Sign::Plus),
            alternate: spec.alternate,
            zero_pad: width && spec.zero_pad,
            width,
            precision,
            kind: match (spec.format_trait, spec.debug_hex) {
                (FmtTrait::Debug, None) => Kind::Debug,
                (FmtTrait::Debug, Some(DebugHex::Lower)) => Kind::DebugLowerHex,
                (FmtTrait::Debug, Some(DebugHex::Upper)) => Kind::DebugUpperHex,
                _ => Kind::Display,
            },
        }
    }
}

/// The value handed to the table's `write!`s.
struct Wrap<'a> {
    value: &'a FmtValue,
    format_trait: FmtTrait,
}

impl fmt::Display for Wrap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt_trait(self.format_trait, f)
    }
}

impl fmt::Debug for Wrap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt_trait(FmtTrait::Debug, f)
    }
}

/// Builds the nested `match`es of [`table`], one level per flag, accumulating the pieces of
/// the format string literal and the named arguments it needs.
macro_rules! arms {
    (@align $k:ident $c:tt [$($s:expr),*]) => {
        match $k.align {
            None => arms!(@sign wide $k $c [$($s,)* ""]),
            Some(Align::Left) => arms!(@sign wide $k $c [$($s,)* "\u{10FFFF}<"]),
            Some(Align::Center) => arms!(@sign wide $k $c [$($s,)* "\u{10FFFF}^"]),
            Some(Align::Right) => arms!(@sign wide $k $c [$($s,)* "\u{10FFFF}>"]),
        }
    };
    (@sign $m:ident $k:ident $c:tt [$($s:expr),*]) => {
        if $k.plus {
            arms!(@alt $m $k $c [$($s,)* "+"])
        } else {
            arms!(@alt $m $k $c [$($s),*])
        }
    };
    (@alt $m:ident $k:ident $c:tt [$($s:expr),*]) => {
        if $k.alternate {
            arms!(@zero $m $k $c [$($s,)* "#"])
        } else {
            arms!(@zero $m $k $c [$($s),*])
        }
    };
    (@zero narrow $k:ident $c:tt [$($s:expr),*]) => {
        arms!(@prec $k $c [$($s),*] [])
    };
    (@zero wide $k:ident ($out:ident, $v:ident, $w:ident, $p:ident) [$($s:expr),*]) => {
        if $k.zero_pad {
            arms!(@prec $k ($out, $v, $w, $p) [$($s,)* "0w$"] [w = $w,])
        } else {
            arms!(@prec $k ($out, $v, $w, $p) [$($s,)* "w$"] [w = $w,])
        }
    };
    (@prec $k:ident ($out:ident, $v:ident, $w:ident, $p:ident) [$($s:expr),*] [$($a:tt)*]) => {
        if $k.precision {
            arms!(@kind $k ($out, $v, $w, $p) [$($s,)* ".p$"] [$($a)* p = $p,])
        } else {
            arms!(@kind $k ($out, $v, $w, $p) [$($s),*] [$($a)*])
        }
    };
    (@kind $k:ident $c:tt [$($s:expr),*] [$($a:tt)*]) => {
        match $k.kind {
            Kind::Display => arms!(@emit $c [$($s,)* "}"] [$($a)*]),
            Kind::Debug => arms!(@emit $c [$($s,)* "?}"] [$($a)*]),
            Kind::DebugLowerHex => arms!(@emit $c [$($s,)* "x?}"] [$($a)*]),
            Kind::DebugUpperHex => arms!(@emit $c [$($s,)* "X?}"] [$($a)*]),
        }
    };
    (@emit ($out:ident, $v:ident, $w:ident, $p:ident) [$($s:expr),*] [$($a:tt)*]) => {
        write!($out, concat!($($s),*), $v, $($a)*)
    };
}

/// One compiled `write!` per [`Key`]: 32 arms without a width, 256 with one.
fn table(out: &mut dyn fmt::Write, key: &Key, v: &Wrap<'_>, w: usize, p: usize) -> fmt::Result {
    if key.width {
        arms!(@align key (out, v, w, p) ["{:"])
    } else {
        arms!(@sign narrow key (out, v, w, p) ["{:"])
    }
}
