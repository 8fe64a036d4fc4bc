//! Formatting the script's own types through the real `core::fmt`.
//!
//! A script's `impl Display` runs before the placeholder is written, against a recording
//! `Formatter`: what it wrote (`write!(f, …)`, `f.write_str(…)`, `f.pad(…)`) is kept as
//! [`FmtOp`]s, and replayed on the real `Formatter` when core formats the placeholder. The
//! replay makes the same `write_str` calls the compiled `fmt` makes, so an unbuffered stderr
//! gets the same syscalls. `#[derive(Debug)]` is std's own `debug_struct`/`debug_tuple`.
//! Also which traits a template asks of an argument (`Needs`) and whether a value holds a
//! script struct, which only the interpreter can format (`holds_struct`).

use std::fmt;

use super::value::{FmtOp, Value};
use crate::format::lower::{Lowered, Piece};
use crate::format::opaque::Opaque;
use crate::format::render::LoweredArgs;
use crate::format::spec::FmtTrait;
use crate::format::value::{AsDebug, FmtValue};

/// How a value of the script's type prints with `{:?}`.
#[derive(Debug, Clone)]
pub enum DebugRepr {
    /// `#[derive(Debug)]`: the struct's name and its fields (named, or positional).
    Derived {
        name: String,
        named: bool,
        unit: bool,
        fields: Vec<(String, FmtValue)>,
    },
    /// The script's own `impl Debug`.
    Written(Vec<FmtOp>),
    /// No `Debug`: the checker refused any `{:?}` of it.
    Missing,
}

/// A value of the script's type, ready for `core::fmt`.
#[derive(Clone)]
pub struct UserValue {
    pub type_name: String,
    /// What its `Display::fmt` wrote (`None`: no placeholder needs it).
    pub display: Option<Vec<FmtOp>>,
    pub debug: DebugRepr,
}

fn replay(ops: &[FmtOp], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for op in ops {
        match op {
            FmtOp::Str(s) => f.write_str(s)?,
            FmtOp::Pad(s) => f.pad(s)?,
            // `Formatter::write_fmt` writes a template without placeholders with one
            // `write_str`, as `io::Write::write_fmt` does.
            FmtOp::Args(Lowered::Constant(s), _) => f.write_str(s)?,
            FmtOp::Args(Lowered::Pieces(pieces), values) => {
                let args = LoweredArgs::new(pieces, values).map_err(|_| fmt::Error)?;
                f.write_fmt(format_args!("{args}"))?;
            }
        }
    }
    Ok(())
}

impl fmt::Display for UserValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.display {
            Some(ops) => replay(ops, f),
            None => Err(fmt::Error),
        }
    }
}

impl fmt::Debug for UserValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.debug {
            DebugRepr::Derived {
                name, unit: true, ..
            } => f.write_str(name),
            DebugRepr::Derived {
                name,
                named: true,
                fields,
                ..
            } => {
                let mut s = f.debug_struct(name);
                for (field, value) in fields {
                    s.field(field, &AsDebug(value));
                }
                s.finish()
            }
            DebugRepr::Derived { name, fields, .. } => {
                let mut t = f.debug_tuple(name);
                for (_, value) in fields {
                    t.field(&AsDebug(value));
                }
                t.finish()
            }
            DebugRepr::Written(ops) => replay(ops, f),
            DebugRepr::Missing => Err(fmt::Error),
        }
    }
}

impl Opaque for UserValue {
    fn type_name(&self) -> String {
        self.type_name.clone()
    }
}

/// Which traits a template applies to one argument.
#[derive(Debug, Clone, Copy, Default)]
pub struct Needs {
    pub display: bool,
    pub debug: bool,
}

/// The traits the placeholders of `lowered` apply to argument `arg`.
pub fn needs_of(lowered: &Lowered, arg: usize) -> Needs {
    let mut needs = Needs::default();
    if let Lowered::Pieces(pieces) = lowered {
        for piece in pieces {
            if let Piece::Arg { arg: a, spec } = piece
                && *a == arg
            {
                match spec.format_trait {
                    FmtTrait::Display => needs.display = true,
                    FmtTrait::Debug => needs.debug = true,
                    _ => {}
                }
            }
        }
    }
    needs
}

/// Whether a value holds one of the script's structs (which only the interpreter can format).
pub fn holds_struct(value: &Value) -> bool {
    match value {
        Value::Struct(..) | Value::Enum(..) => true,
        Value::List(items) | Value::Tuple(items) => items.iter().any(holds_struct),
        Value::Some(inner) | Value::Ok(inner) => holds_struct(inner),
        Value::Err(super::value::ErrorValue::Value(inner)) => holds_struct(inner),
        Value::Ref(slot) => holds_struct(&slot.borrow()),
        Value::Map(_, entries) | Value::Set(_, entries) => entries
            .0
            .values()
            .any(|(key, slot)| holds_struct(key) || holds_struct(&slot.borrow())),
        _ => false,
    }
}
