//! Operators on values: unary and binary operators with debug-build overflow panics, `as`
//! casts, and `==` of compound values part by part.

use super::interpreter::{Eval, Flow, fatal};
use super::ir::{BinOp, IntTy, TypeHint, UnOp};
use super::value::{ErrorValue, Fields, Value, text_of};
use crate::trace::Span;

pub(super) fn unary(op: UnOp, value: Value, span: Span) -> Eval {
    match (op, value) {
        (UnOp::Neg, Value::Int(v, ty)) => checked(v.checked_neg(), ty, "negate", span),
        (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnOp::Neg, Value::F32(f)) => Ok(Value::F32(-f)),
        (UnOp::Not, Value::Bool(b)) => Ok(Value::Bool(!b)),
        (UnOp::Not, Value::Int(v, ty)) => Ok(Value::Int(!v, ty)),
        (UnOp::Deref, value) => Ok(value),
        // std's `Neg` and `Not` of a `&i32`, a `&bool`… (the checker allows one reference).
        (UnOp::Neg | UnOp::Not, Value::Ref(slot)) => unary(op, slot.borrow().clone(), span),
        (op, value) => Err(fatal(
            span,
            format!("cannot apply `{op:?}` to `{}`", value.type_name()),
        )),
    }
}

/// An integer result in range of its type, or the panic a debug build gives. `None` is a
/// result outside even `i128` (`i128::MAX + 1`, `i128::MIN / -1`).
fn checked(value: Option<i128>, ty: IntTy, what: &str, span: Span) -> Eval {
    let (min, max) = ty.range();
    match value {
        Some(value) if (min..=max).contains(&value) => Ok(Value::Int(value, ty)),
        _ => Err(Flow::Panic(
            format!("attempt to {what} with overflow"),
            span,
        )),
    }
}

/// `a op b` of two floats of one type, computed in that type.
fn float_arithmetic<F>(op: BinOp, a: F, b: F, span: Span) -> Result<F, Flow>
where
    F: std::ops::Add<Output = F>
        + std::ops::Sub<Output = F>
        + std::ops::Mul<Output = F>
        + std::ops::Div<Output = F>
        + std::ops::Rem<Output = F>,
{
    Ok(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Rem => a % b,
        _ => return Err(fatal(span, "unsupported float operation")),
    })
}

/// `a op b` of two integers: a comparison by value (as `cmp_ordering::compare` orders them,
/// whatever their types), or arithmetic in their type with a debug build's overflow panics.
fn integer_binary(op: BinOp, (a, ta): (i128, IntTy), (b, tb): (i128, IntTy), span: Span) -> Eval {
    match op {
        BinOp::Eq => return Ok(Value::Bool(a == b)),
        BinOp::Ne => return Ok(Value::Bool(a != b)),
        BinOp::Lt => return Ok(Value::Bool(a < b)),
        BinOp::Le => return Ok(Value::Bool(a <= b)),
        BinOp::Gt => return Ok(Value::Bool(a > b)),
        BinOp::Ge => return Ok(Value::Bool(a >= b)),
        _ => {}
    }
    let ty = unify(ta, tb);
    match op {
        BinOp::Add => checked(a.checked_add(b), ty, "add", span),
        BinOp::Sub => checked(a.checked_sub(b), ty, "subtract", span),
        BinOp::Mul => checked(a.checked_mul(b), ty, "multiply", span),
        BinOp::Div if b == 0 => Err(Flow::Panic("attempt to divide by zero".into(), span)),
        BinOp::Div => checked(a.checked_div(b), ty, "divide", span),
        BinOp::Rem if b == 0 => Err(Flow::Panic(
            "attempt to calculate the remainder with a divisor of zero".into(),
            span,
        )),
        // `MIN % -1` overflows in every signed type, though the result (0) fits.
        BinOp::Rem if b == -1 && a == ty.range().0 => {
            checked(None, ty, "calculate the remainder", span)
        }
        BinOp::Rem => checked(a.checked_rem(b), ty, "calculate the remainder", span),
        BinOp::BitAnd => Ok(Value::Int(a & b, ty)),
        BinOp::BitOr => Ok(Value::Int(a | b, ty)),
        BinOp::BitXor => Ok(Value::Int(a ^ b, ty)),
        BinOp::Shl | BinOp::Shr => shift(op == BinOp::Shl, (a, ta), b, span),
        _ => Err(fatal(span, "unsupported integer operation")),
    }
}

/// `a << b` or `a >> b` in `a`'s type: a debug build panics when the shift is the type's
/// width or more (or negative); the bits shifted out are lost (`1i32 << 31` is `i32::MIN`,
/// `255u8 << 1` is 254).
fn shift(left: bool, (a, ty): (i128, IntTy), b: i128, span: Span) -> Eval {
    let what = if left { "shift left" } else { "shift right" };
    let Some(by) = u32::try_from(b).ok().filter(|&by| by < ty.bits()) else {
        return Err(Flow::Panic(
            format!("attempt to {what} with overflow"),
            span,
        ));
    };
    let shifted = if left { a.wrapping_shl(by) } else { a >> by };
    Ok(Value::Int(super::interp_int::wrap(shifted, ty), ty))
}

fn unify(a: IntTy, b: IntTy) -> IntTy {
    if a == IntTy::Default { b } else { a }
}

pub(super) fn binary(op: BinOp, left: Value, right: Value, span: Span) -> Eval {
    use std::cmp::Ordering;
    // Integers first, the common case (`i < n`, `n == 1`, `a + b`): what the general path
    // below makes of them, without asking every other kind of value first.
    if let (&Value::Int(a, ta), &Value::Int(b, tb)) = (&left, &right) {
        return integer_binary(op, (a, ta), (b, tb), span);
    }
    if matches!(op, BinOp::Eq | BinOp::Ne)
        && let Some(equal) = compound_equal(&left, &right, span)?
    {
        return Ok(Value::Bool(equal == (op == BinOp::Eq)));
    }
    let ordering = super::cmp_ordering::compare(&left, &right);
    let compare = |test: fn(Ordering) -> bool| match ordering {
        Some(ordering) => Ok(Value::Bool(test(ordering))),
        // No order between them (a NaN somewhere): every comparison is false but `!=`, as
        // `PartialOrd`'s `lt`, `le`, `gt`, `ge` answer for `partial_cmp`'s `None`.
        None if super::cmp_ordering::partially_ordered(&left) => Ok(Value::Bool(op == BinOp::Ne)),
        None => Err(fatal(
            span,
            format!(
                "cannot compare `{}` with `{}`",
                left.type_name(),
                right.type_name()
            ),
        )),
    };
    match op {
        BinOp::Eq => return compare(|o| o == Ordering::Equal),
        BinOp::Ne => return compare(|o| o != Ordering::Equal),
        BinOp::Lt => return compare(|o| o == Ordering::Less),
        BinOp::Le => return compare(|o| o != Ordering::Greater),
        BinOp::Gt => return compare(|o| o == Ordering::Greater),
        BinOp::Ge => return compare(|o| o != Ordering::Less),
        _ => {}
    }
    match (left, right) {
        (Value::Int(a, ta), Value::Int(b, tb)) => integer_binary(op, (a, ta), (b, tb), span),
        (Value::Float(a), Value::Float(b)) => float_arithmetic(op, a, b, span).map(Value::Float),
        (Value::F32(a), Value::F32(b)) => float_arithmetic(op, a, b, span).map(Value::F32),
        // std's `Duration` `Add`/`Sub` panic on overflow, from inside std.
        (Value::Duration(a), Value::Duration(b)) => {
            let (result, what) = match op {
                BinOp::Add => (a.checked_add(b), "adding"),
                BinOp::Sub => (a.checked_sub(b), "subtracting"),
                _ => return Err(fatal(span, "unsupported `Duration` operation")),
            };
            result.map(Value::Duration).ok_or_else(|| {
                fatal(
                    span,
                    format!("overflow when {what} durations: std panics here, which bufscope does not simulate yet"),
                )
            })
        }
        (Value::Int(a, _), Value::Float(b)) | (Value::Float(b), Value::Int(a, _)) => Err(fatal(
            span,
            format!("cannot mix an integer ({a}) and a float ({b}); cast with `as`"),
        )),
        (Value::Bool(a), Value::Bool(b)) => match op {
            BinOp::BitAnd => Ok(Value::Bool(a & b)),
            BinOp::BitOr => Ok(Value::Bool(a | b)),
            BinOp::BitXor => Ok(Value::Bool(a ^ b)),
            _ => Err(fatal(span, "unsupported bool operation")),
        },
        (Value::String(mut a), b) if op == BinOp::Add => match text_of(&b) {
            Some(b) => {
                a.push_str(&b);
                Ok(Value::String(a))
            }
            None => Err(fatal(
                span,
                format!("cannot add `{}` to a `String`", b.type_name()),
            )),
        },
        (a, b) => Err(fatal(
            span,
            format!(
                "cannot apply `{op:?}` to `{}` and `{}`",
                a.type_name(),
                b.type_name()
            ),
        )),
    }
}

pub(super) fn cast(value: Value, ty: &TypeHint, span: Span) -> Eval {
    match (value, ty) {
        // A field-less enum's discriminant: its variant's position (explicit `= n` is refused).
        (Value::Enum(_, variant, _), TypeHint::Int(_)) => {
            cast(Value::Int(variant as i128, IntTy::Default), ty, span)
        }
        (Value::Int(v, _), TypeHint::Int(target)) => {
            // `as` wraps, like Rust.
            let bits = match target {
                IntTy::I8 | IntTy::U8 => 8,
                IntTy::I16 | IntTy::U16 => 16,
                IntTy::I32 | IntTy::U32 | IntTy::Default => 32,
                IntTy::I64 | IntTy::U64 | IntTy::Isize | IntTy::Usize => 64,
                IntTy::I128 | IntTy::U128 => 128,
            };
            let signed = matches!(
                target,
                IntTy::I8
                    | IntTy::I16
                    | IntTy::I32
                    | IntTy::I64
                    | IntTy::I128
                    | IntTy::Isize
                    | IntTy::Default
            );
            let wrapped = if bits == 128 {
                v
            } else {
                let mask = (1i128 << bits) - 1;
                let low = v & mask;
                if signed && low >= 1i128 << (bits - 1) {
                    low - (1i128 << bits)
                } else {
                    low
                }
            };
            Ok(Value::Int(wrapped, *target))
        }
        (Value::Int(v, _), TypeHint::Float) => Ok(Value::Float(v as f64)),
        // `as f32` of an integer rounds once, from the integer (its type's full range fits
        // an `i128` except `u128`'s top half, which the interpreter does not hold).
        (Value::Int(v, _), TypeHint::F32) => Ok(Value::F32(v as f32)),
        (Value::Float(f), TypeHint::Int(target)) => {
            let (min, max) = target.range();
            Ok(Value::Int((f as i128).clamp(min, max), *target))
        }
        (Value::F32(f), TypeHint::Int(target)) => {
            let (min, max) = target.range();
            Ok(Value::Int((f as i128).clamp(min, max), *target))
        }
        (Value::Float(f), TypeHint::Float) => Ok(Value::Float(f)),
        (Value::Float(f), TypeHint::F32) => Ok(Value::F32(f as f32)),
        (Value::F32(f), TypeHint::Float) => Ok(Value::Float(f64::from(f))),
        (Value::F32(f), TypeHint::F32) => Ok(Value::F32(f)),
        (Value::Char(c), TypeHint::Int(target)) => Ok(Value::Int(u32::from(c).into(), *target)),
        (Value::Int(v, _), TypeHint::Char) if (0..=255).contains(&v) => {
            Ok(Value::Char(char::from(v as u8)))
        }
        (Value::Bool(b), TypeHint::Int(target)) => Ok(Value::Int(b.into(), *target)),
        (value, ty) => Err(fatal(
            span,
            format!("cannot cast `{}` as `{ty:?}`", value.type_name()),
        )),
    }
}

/// `a == b` of two values of the script's type (`#[derive(PartialEq)]`): field by field.
fn fields_equal(a: &Fields, b: &Fields, span: Span) -> Result<bool, Flow> {
    for (x, y) in a.0.iter().zip(&b.0) {
        let (x, y) = (x.borrow().deref(), y.borrow().deref());
        if !matches!(binary(BinOp::Eq, x, y, span)?, Value::Bool(true)) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `==` of values made of parts (`Option`, tuples, vectors, maps, sets, the script's structs),
/// part by part as std's `PartialEq` compares; `None` for plain values.
fn compound_equal(left: &Value, right: &Value, span: Span) -> Result<Option<bool>, Flow> {
    let parts = |a: &[Value], b: &[Value]| -> Result<bool, Flow> {
        if a.len() != b.len() {
            return Ok(false);
        }
        for (x, y) in a.iter().zip(b) {
            if !matches!(
                binary(BinOp::Eq, x.deref(), y.deref(), span)?,
                Value::Bool(true)
            ) {
                return Ok(false);
            }
        }
        Ok(true)
    };
    Ok(Some(match (left, right) {
        (Value::Struct(_, a), Value::Struct(_, b)) => fields_equal(a, b, span)?,
        (Value::Enum(_, va, a), Value::Enum(_, vb, b)) => va == vb && fields_equal(a, b, span)?,
        (Value::Some(a), Value::Some(b))
        | (Value::Ok(a), Value::Ok(b))
        | (Value::Reverse(a), Value::Reverse(b)) => {
            parts(std::slice::from_ref(&**a), std::slice::from_ref(&**b))?
        }
        (Value::None, Value::None) | (Value::Unit, Value::Unit) => true,
        (Value::Some(_) | Value::None, Value::Some(_) | Value::None) => false,
        (Value::Ok(_), Value::Err(_)) | (Value::Err(_), Value::Ok(_)) => false,
        // The script's errors (`Err(9)`, `Err("empty")`) compare as values; std's by their
        // type and what they print, which for these types is all they hold (`ParseIntError`'s
        // kind, `Utf8Error`'s positions). `FromUtf8Error` prints less than it holds, and the
        // checker refuses `io::Error`, which has no `PartialEq`: not compared.
        (Value::Err(a), Value::Err(b)) => match (a, b) {
            (ErrorValue::Value(a), ErrorValue::Value(b)) => {
                parts(std::slice::from_ref(&**a), std::slice::from_ref(&**b))?
            }
            (ErrorValue::Std(a, a_type), ErrorValue::Std(b, b_type))
                if *a_type != "std::string::FromUtf8Error" =>
            {
                a_type == b_type && a.to_string() == b.to_string()
            }
            _ => return Ok(None),
        },
        // serde_json's own `PartialEq` (numbers by value: `1` and `1.0` differ).
        (Value::Json(a), Value::Json(b)) => a == b,
        (Value::JsonMap(a), Value::JsonMap(b)) => a == b,
        (Value::Json(json), other) | (other, Value::Json(json))
            if let Some(equal) = super::interp_json::json_equals(json, other) =>
        {
            equal
        }
        (Value::Tuple(a), Value::Tuple(b)) | (Value::List(a), Value::List(b)) => parts(a, b)?,
        // A `VecDeque<u8>` (a list) with bytes (`deque == [7, 9]`).
        (Value::List(items), Value::Bytes(bytes, _)) => {
            let bytes: Vec<Value> = bytes
                .iter()
                .map(|&b| Value::Int(b.into(), IntTy::U8))
                .collect();
            parts(items, &bytes)?
        }
        // Maps and sets: the same keys (in key order on both sides), and equal values.
        (Value::Set(_, a), Value::Set(_, b)) => a.0.keys().eq(b.0.keys()),
        (Value::Map(_, a), Value::Map(_, b)) => {
            a.0.len() == b.0.len()
                && a.0.keys().eq(b.0.keys())
                && parts(
                    &a.0.values()
                        .map(|(_, v)| v.borrow().clone())
                        .collect::<Vec<_>>(),
                    &b.0.values()
                        .map(|(_, v)| v.borrow().clone())
                        .collect::<Vec<_>>(),
                )?
        }
        // `&mut v[a..b]` of a vector: the items it views.
        (view @ Value::SliceRef(..), other) | (other, view @ Value::SliceRef(..))
            if let Some(viewed @ Value::List(_)) = view.viewed() =>
        {
            return compound_equal(&viewed, other, span);
        }
        (Value::ErrorKind(a), Value::ErrorKind(b)) => a == b,
        (Value::Ordering(a), Value::Ordering(b)) => a == b,
        (Value::ExitCode(a), Value::ExitCode(b)) => a == b,
        _ => match (bytes_viewed(left), bytes_viewed(right)) {
            (Some(a), Some(b)) => a == b,
            _ => return Ok(None),
        },
    }))
}

/// The bytes a byte value holds or views: a buffer, `&buf[a..b]`, a `Vec<u8>` written to.
fn bytes_viewed(value: &Value) -> Option<Vec<u8>> {
    match value {
        Value::Bytes(bytes, _) => Some(bytes.clone()),
        Value::SliceRef(slot, start, end) => match &*slot.borrow() {
            Value::Bytes(bytes, _) => bytes.get(*start..*end).map(<[u8]>::to_vec),
            _ => None,
        },
        Value::Stream(stream) => stream.borrow().memory().map(<[u8]>::to_vec),
        Value::Ref(slot) => bytes_viewed(&slot.borrow()),
        _ => None,
    }
}
