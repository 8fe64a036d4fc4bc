//! The integer types' methods (`pow`, `max`, `checked_add`, `saturating_sub`, `rem_euclid`,
//! `abs`…) and `u8`'s ASCII methods, computed in `i128` and kept in the type's range as std's
//! are. Where a debug build panics (an overflowing `pow` or `abs`, a zero divisor), the run
//! stops as not simulated rather than guess the panic's location inside core.

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::IntTy;
use super::value::Value;
use crate::trace::Span;

pub(super) const INT_METHODS: &[&str] = &[
    "pow",
    "min",
    "max",
    "clamp",
    "checked_add",
    "checked_sub",
    "checked_mul",
    "checked_div",
    "checked_rem",
    "saturating_add",
    "saturating_sub",
    "saturating_mul",
    "wrapping_add",
    "wrapping_sub",
    "wrapping_mul",
    "rem_euclid",
    "count_ones",
    "leading_zeros",
    "trailing_zeros",
    "abs",
    "signum",
    "is_positive",
    "is_negative",
    "unsigned_abs",
    "abs_diff",
    "is_power_of_two",
    "is_ascii",
    "is_ascii_digit",
    "is_ascii_alphabetic",
    "is_ascii_alphanumeric",
    "is_ascii_whitespace",
    "is_ascii_uppercase",
    "is_ascii_lowercase",
    "is_ascii_punctuation",
    "to_ascii_uppercase",
    "to_ascii_lowercase",
];

/// The unsigned type of the same width (`abs_diff`, `unsigned_abs`).
fn unsigned_of(ty: IntTy) -> IntTy {
    match ty {
        IntTy::I8 => IntTy::U8,
        IntTy::I16 => IntTy::U16,
        IntTy::Default | IntTy::I32 => IntTy::U32,
        IntTy::I64 => IntTy::U64,
        IntTy::I128 => IntTy::U128,
        IntTy::Isize => IntTy::Usize,
        unsigned => unsigned,
    }
}

/// `v` reduced into `ty`'s range modulo 2^bits, as a wrapping operation leaves it.
pub(super) fn wrap(v: i128, ty: IntTy) -> i128 {
    let bits = ty.bits();
    if bits == 128 {
        return v;
    }
    let modulus = 1i128 << bits;
    let (min, _) = ty.range();
    (v - min).rem_euclid(modulus) + min
}

impl Interpreter<'_> {
    /// One of [`INT_METHODS`] on an integer; `None` for anything else.
    pub(super) fn int_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !INT_METHODS.contains(&method) {
            return None;
        }
        let (v, ty) = receiver.peek(|value| match value {
            Value::Int(v, ty) => Some((*v, *ty)),
            _ => None,
        })?;
        let arg = |i: usize| -> Result<i128, Flow> {
            match values.get(i).map(Value::deref) {
                Some(Value::Int(n, _)) => Ok(n),
                _ => Err(fatal(span, format!("`{method}` takes an integer"))),
            }
        };
        Some(int_result(v, ty, method, arg, span))
    }
}

fn int_result(
    v: i128,
    ty: IntTy,
    method: &str,
    arg: impl Fn(usize) -> Result<i128, Flow>,
    span: Span,
) -> Eval {
    let (min, max) = ty.range();
    let int = |n: i128| Value::Int(n, ty);
    let bool = Value::Bool;
    let option = |n: Option<i128>| match n.filter(|n| (min..=max).contains(n)) {
        Some(n) => Value::Some(Box::new(int(n))),
        None => Value::None,
    };
    let in_range = |n: Option<i128>, what: &str| match n.filter(|n| (min..=max).contains(n)) {
        Some(n) => Ok(int(n)),
        None => Err(fatal(
            span,
            format!("`{what}` overflowing its type panics, which bufscope does not simulate"),
        )),
    };
    let byte = v as u8;
    let bits = ty.bits();
    // The value's bits as the type holds them (a negative `i8` is its two's complement).
    let raw = (v as u128)
        & if bits == 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
    Ok(match method {
        "pow" => {
            let exp = u32::try_from(arg(0)?).unwrap_or(u32::MAX);
            in_range(v.checked_pow(exp), "pow")?
        }
        "min" => int(v.min(arg(0)?)),
        "max" => int(v.max(arg(0)?)),
        "clamp" => {
            let (low, high) = (arg(0)?, arg(1)?);
            if low > high {
                return Err(fatal(
                    span,
                    "`clamp` with min > max panics, which bufscope does not simulate",
                ));
            }
            int(v.clamp(low, high))
        }
        "checked_add" => option(v.checked_add(arg(0)?)),
        "checked_sub" => option(v.checked_sub(arg(0)?)),
        "checked_mul" => option(v.checked_mul(arg(0)?)),
        "checked_div" => option(v.checked_div(arg(0)?)),
        "checked_rem" => option(v.checked_rem(arg(0)?)),
        "saturating_add" => int(v.saturating_add(arg(0)?).clamp(min, max)),
        "saturating_sub" => int(v.saturating_sub(arg(0)?).clamp(min, max)),
        "saturating_mul" => int(v.saturating_mul(arg(0)?).clamp(min, max)),
        "wrapping_add" => int(wrap(v.wrapping_add(arg(0)?), ty)),
        "wrapping_sub" => int(wrap(v.wrapping_sub(arg(0)?), ty)),
        "wrapping_mul" => int(wrap(v.wrapping_mul(arg(0)?), ty)),
        "rem_euclid" => match arg(0)? {
            0 => {
                return Err(fatal(
                    span,
                    "`rem_euclid` by zero panics, which bufscope does not simulate",
                ));
            }
            n => in_range(v.checked_rem_euclid(n), "rem_euclid")?,
        },
        "count_ones" => Value::Int(raw.count_ones().into(), IntTy::U32),
        "leading_zeros" => Value::Int((raw.leading_zeros() - (128 - bits)).into(), IntTy::U32),
        "trailing_zeros" => Value::Int(raw.trailing_zeros().min(bits).into(), IntTy::U32),
        "abs" => in_range(v.checked_abs(), "abs")?,
        "signum" => int(v.signum()),
        "is_positive" => bool(v > 0),
        "is_negative" => bool(v < 0),
        "unsigned_abs" => Value::Int(v.abs(), unsigned_of(ty)),
        "abs_diff" => Value::Int(v.abs_diff(arg(0)?) as i128, unsigned_of(ty)),
        "is_power_of_two" => bool(v > 0 && (v & (v - 1)) == 0),
        "is_ascii" => bool(byte.is_ascii()),
        "is_ascii_digit" => bool(byte.is_ascii_digit()),
        "is_ascii_alphabetic" => bool(byte.is_ascii_alphabetic()),
        "is_ascii_alphanumeric" => bool(byte.is_ascii_alphanumeric()),
        "is_ascii_whitespace" => bool(byte.is_ascii_whitespace()),
        "is_ascii_uppercase" => bool(byte.is_ascii_uppercase()),
        "is_ascii_lowercase" => bool(byte.is_ascii_lowercase()),
        "is_ascii_punctuation" => bool(byte.is_ascii_punctuation()),
        "to_ascii_uppercase" => int(byte.to_ascii_uppercase().into()),
        _ => int(byte.to_ascii_lowercase().into()),
    })
}
