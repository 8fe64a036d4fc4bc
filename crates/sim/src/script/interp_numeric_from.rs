//! std's lossless `From` conversions between primitives at run time (`u64::from(b)`,
//! `f64::from(n)`, `char::from(byte)`, `x.into()`): the checker allowed only the pairs std
//! implements (`check/numeric_from.rs`), so every value fits its new type. `T::try_from(n)`
//! checks the range, its error std's own `TryFromIntError`.

use std::rc::Rc;

use super::int_ty::IntTy;
use super::value::{ErrorValue, Value};

/// `value` as the primitive type named `into` (`"u64"`, `"f64"`, `"char"`); `None` when
/// `into` names no primitive or `value` is not a primitive.
pub(super) fn primitive_from(value: &Value, into: &str) -> Option<Value> {
    let number = value.peek(|value| match *value {
        Value::Int(n, _) => Some(Number::Int(n)),
        Value::Bool(b) => Some(Number::Int(i128::from(b))),
        Value::Char(c) => Some(Number::Int(i128::from(u32::from(c)))),
        Value::F32(x) => Some(Number::Float(f64::from(x))),
        Value::Float(x) => Some(Number::Float(x)),
        _ => None,
    })?;
    Some(match (into, number) {
        ("f64", Number::Int(n)) => Value::Float(n as f64),
        ("f64", Number::Float(x)) => Value::Float(x),
        ("f32", Number::Int(n)) => Value::F32(n as f32),
        // A `u8` (the only `From` into `char`): every byte is a char.
        ("char", Number::Int(n)) => Value::Char(char::from(u8::try_from(n).ok()?)),
        (int, Number::Int(n)) => Value::Int(n, IntTy::parse(int)?),
        _ => return None,
    })
}

/// `into::try_from(value)` of an integer (`into` names an integer type): `Ok` of it as that
/// type, or `Err` of std's `TryFromIntError` when it does not fit; `None` for anything else.
pub(super) fn integer_try_from(value: &Value, into: &str) -> Option<Value> {
    let n = value.peek(|value| match *value {
        Value::Int(n, _) => Some(n),
        _ => None,
    })?;
    let ty = IntTy::parse(into)?;
    let (min, max) = ty.range();
    if (min..=max).contains(&n) {
        return Some(Value::ok(Value::Int(n, ty)));
    }
    // std's own error value (its `Debug` and `Display` are std's): any out-of-range
    // conversion makes the same one.
    let error = u8::try_from(-1i32).expect_err("-1 is not a u8");
    Some(Value::Err(ErrorValue::Std(
        Rc::new(error),
        "std::num::TryFromIntError",
    )))
}

/// A primitive's value, widened to hold any of them.
#[derive(Clone, Copy)]
enum Number {
    Int(i128),
    Float(f64),
}
