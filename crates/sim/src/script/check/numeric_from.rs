//! std's lossless conversions between primitive types, its `From` impls: `u64::from(byte)`,
//! `f64::from(n)`, `char::from(byte)`, `u32::from(c)`, `i32::from(flag)`, and `.into()` between
//! them. Any other pair is rustc's E0277; the interpreter converts (`interp_numeric_from.rs`).
//! `T::try_from(n)` between integers: `TryFromIntError` when out of range, `Infallible`
//! where `From` already converts.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

/// The primitive type a path's first segment names (`u64`, `f32`, `char`), if it is one.
pub(super) fn primitive_named(name: &str) -> Option<Ty> {
    match name {
        "f32" => Some(Ty::Float(false)),
        "f64" => Some(Ty::Float(true)),
        "char" => Some(Ty::Char),
        _ => IntTy::parse(name).map(Ty::Int),
    }
}

/// Whether std has `impl From<from> for into` between these primitives (a type into itself
/// too: the blanket impl).
pub(super) fn lossless(from: &Ty, into: &Ty) -> bool {
    use IntTy::{I8, I16, I32, U8, U16, U32, U64, U128};
    match (from, into) {
        _ if from == into => true,
        (Ty::Bool, Ty::Int(_) | Ty::Float(_)) | (Ty::Int(U8), Ty::Char) => true,
        (Ty::Char, Ty::Int(U32 | U64 | U128)) | (Ty::Float(false), Ty::Float(true)) => true,
        (Ty::Int(from), Ty::Float(is_f64)) => {
            matches!(from, I8 | I16 | U8 | U16) || (*is_f64 && matches!(from, I32 | U32))
        }
        (Ty::Int(from), Ty::Int(into)) => int_widens(*from, *into),
        _ => false,
    }
}

/// The integer widenings std implements `From` for: to a wider type of the same signedness,
/// or from unsigned to a wider signed one; `usize`/`isize` only from 8 and 16 bits.
fn int_widens(from: IntTy, into: IntTy) -> bool {
    use IntTy::{I8, I16, I32, I64, I128, Isize, U8, U16, U32, U64, U128, Usize};
    match from {
        U8 => matches!(
            into,
            U16 | U32 | U64 | U128 | Usize | I16 | I32 | I64 | I128 | Isize
        ),
        U16 => matches!(into, U32 | U64 | U128 | Usize | I32 | I64 | I128),
        U32 => matches!(into, U64 | U128 | I64 | I128),
        U64 => matches!(into, U128 | I128),
        I8 => matches!(into, I16 | I32 | I64 | I128 | Isize),
        I16 => matches!(into, I32 | I64 | I128 | Isize),
        I32 => matches!(into, I64 | I128),
        I64 => into == I128,
        _ => false,
    }
}

/// rustc's E0277 for a pair std has no `From` impl for.
pub(super) fn no_from_impl(from: &Ty, into: &Ty, span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0277",
        span,
        format!("the trait bound `{into}: From<{from}>` is not satisfied"),
    )
    .with_help("std converts between numbers with `From` only where no value is lost: use `try_from` or `as`")
}

impl Checker<'_> {
    /// `T::from(x)` for a primitive `T` the script's own types do not shadow; `None` for any
    /// other call.
    pub(super) fn primitive_from(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        let [type_name, function] = written else {
            return Ok(None);
        };
        if function != "from" || self.items.type_index(type_name).is_some() {
            return Ok(None);
        }
        let Some(into) = primitive_named(type_name) else {
            return Ok(None);
        };
        let arg = super::calls::only_argument(args, span)?;
        let from = self.expr(arg, None)?;
        let from = self.settled_literal(arg, &from)?;
        if !lossless(&from, &into) {
            return Err(no_from_impl(&from, &into, span));
        }
        Ok(Some(into))
    }

    /// `T::try_from(n)` between integers (the script's own types not shadowing `T`): a
    /// `Result<T, TryFromIntError>`, or `Result<T, Infallible>` for a pair `From` converts;
    /// `None` for any other call.
    pub(super) fn primitive_try_from(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        let [type_name, function] = written else {
            return Ok(None);
        };
        if function != "try_from" || self.items.type_index(type_name).is_some() {
            return Ok(None);
        }
        let Some(into @ Ty::Int(_)) = primitive_named(type_name) else {
            return Ok(None);
        };
        let arg = super::calls::only_argument(args, span)?;
        let from = self.expr(arg, None)?;
        let from = self.settled_literal(arg, &from)?;
        if !matches!(from, Ty::Int(_)) {
            return Err(ScriptError::new(
                span,
                format!("`{type_name}::try_from` of a `{from}` is not supported by bufscope yet"),
            )
            .with_help("bufscope converts between integer types with `try_from`"));
        }
        let error = if lossless(&from, &into) {
            "Infallible"
        } else {
            "TryFromIntError"
        };
        Ok(Some(Ty::result(into, Ty::adt(error, Vec::new()))))
    }

    /// The type of a conversion's source: a literal with no suffix takes rustc's fallback
    /// (`i32`, `f64`) here, as the `From` impl is chosen; a variable whose type is still open
    /// is not supported (rustc may settle it later).
    fn settled_literal(&mut self, arg: &Expr, ty: &Ty) -> Checked<Ty> {
        let fallback = match self.infer.shallow(ty) {
            Ty::IntVar(_) => Ty::Int(IntTy::I32),
            Ty::FloatVar(_) => Ty::Float(true),
            settled => return Ok(settled),
        };
        if !matches!(arg.kind, ExprKind::Lit(_) | ExprKind::Unary(..)) {
            return Err(ScriptError::new(
                arg.span,
                "converting a number whose type is not settled yet is not supported by bufscope",
            )
            .with_help(
                "give the number a suffix or the variable a type (`3u8`, `let n: u8 = …`)",
            ));
        }
        self.infer.unify(ty, &fallback);
        Ok(fallback)
    }
}
