//! `str::parse::<F>()` by std's own `FromStr`: the value, or std's error value
//! (`ParseIntError`, `ParseFloatError`, `ParseBoolError`, `ParseCharError`, `AddrParseError`).

use std::rc::Rc;
use std::str::FromStr;

use super::ir::IntTy;
use super::value::{ErrorValue, Value};

/// What `text.parse::<F>()` gives for the method the checker chose (`parse (i32)`…), or
/// `None` when `method` is not a parse.
pub fn parse(text: &str, method: &str) -> Option<Value> {
    let target = method.strip_prefix("parse (")?.strip_suffix(')')?;
    Some(match target {
        "i8" => int::<i8>(text, IntTy::I8),
        "i16" => int::<i16>(text, IntTy::I16),
        "i32" => int::<i32>(text, IntTy::I32),
        "i64" => int::<i64>(text, IntTy::I64),
        "i128" => int::<i128>(text, IntTy::I128),
        "isize" => int::<i64>(text, IntTy::Isize),
        "u8" => int::<u8>(text, IntTy::U8),
        "u16" => int::<u16>(text, IntTy::U16),
        "u32" => int::<u32>(text, IntTy::U32),
        "u64" => int::<u64>(text, IntTy::U64),
        "u128" => match text.parse::<u128>() {
            // The interpreter's integers are `i128`: larger `u128`s are not represented.
            Ok(n) => match i128::try_from(n) {
                Ok(n) => Value::ok(Value::Int(n, IntTy::U128)),
                Err(_) => Value::ok(Value::Int(i128::MAX, IntTy::U128)),
            },
            Err(e) => std_err(e, "core::num::ParseIntError"),
        },
        "usize" => int::<u64>(text, IntTy::Usize),
        "f64" => from_str(text, Value::Float, "core::num::ParseFloatError"),
        "f32" => from_str(text, Value::F32, "core::num::ParseFloatError"),
        "bool" => from_str(text, Value::Bool, "core::str::ParseBoolError"),
        "char" => from_str(text, Value::Char, "core::char::ParseCharError"),
        "String" => Value::ok(Value::String(text.to_string())),
        _ => return None,
    })
}

/// `T::from_str_radix(text, radix)` by std's own function for the integer type `target`
/// names (a `radix` in `2..=36`); `None` for any other type.
pub fn from_str_radix(text: &str, radix: u32, target: &str) -> Option<Value> {
    macro_rules! by_type {
        ($($name:literal => $t:ty, $ty:expr;)*) => {
            match target {
                $($name => match <$t>::from_str_radix(text, radix) {
                    Ok(n) => Value::ok(Value::Int(i128::try_from(n).unwrap_or(i128::MAX), $ty)),
                    Err(e) => std_err(e, "core::num::ParseIntError"),
                },)*
                _ => return None,
            }
        };
    }
    Some(by_type! {
        "i8" => i8, IntTy::I8;
        "i16" => i16, IntTy::I16;
        "i32" => i32, IntTy::I32;
        "i64" => i64, IntTy::I64;
        "i128" => i128, IntTy::I128;
        "isize" => i64, IntTy::Isize;
        "u8" => u8, IntTy::U8;
        "u16" => u16, IntTy::U16;
        "u32" => u32, IntTy::U32;
        "u64" => u64, IntTy::U64;
        "u128" => u128, IntTy::U128;
        "usize" => u64, IntTy::Usize;
    })
}

/// An integer parse; `isize`/`usize` parse as the 64-bit types they are on x86_64.
fn int<T>(text: &str, ty: IntTy) -> Value
where
    T: FromStr<Err = std::num::ParseIntError> + Into<i128>,
{
    from_str(
        text,
        |n: T| Value::Int(n.into(), ty),
        "core::num::ParseIntError",
    )
}

fn from_str<T: FromStr>(text: &str, value: impl FnOnce(T) -> Value, path: &'static str) -> Value
where
    T::Err: std::error::Error + 'static,
{
    match text.parse::<T>() {
        Ok(parsed) => Value::ok(value(parsed)),
        Err(e) => std_err(e, path),
    }
}

fn std_err(error: impl std::error::Error + 'static, path: &'static str) -> Value {
    Value::Err(ErrorValue::Std(Rc::new(error), path))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(value: Option<Value>) -> String {
        match value.expect("a parse method") {
            Value::Ok(inner) => format!("Ok({:?})", *inner),
            Value::Err(error) => format!("Err({error:?}) {error}"),
            other => format!("{other:?}"),
        }
    }

    /// The values and errors std's `FromStr` gives, as a compiled program prints them.
    #[test]
    fn parses_as_std_parses() {
        assert_eq!(
            shown(parse(" 42", "parse (i32)")),
            "Err(ParseIntError { kind: InvalidDigit }) invalid digit found in string"
        );
        assert_eq!(
            shown(parse("300", "parse (u8)")),
            "Err(ParseIntError { kind: PosOverflow }) number too large to fit in target type"
        );
        assert_eq!(
            shown(parse("", "parse (u64)")),
            "Err(ParseIntError { kind: Empty }) cannot parse integer from empty string"
        );
        assert_eq!(shown(parse("-7", "parse (i64)")), "Ok(-7i64)");
        assert_eq!(shown(parse("2.5", "parse (f64)")), "Ok(2.5)");
        assert_eq!(
            shown(parse("x", "parse (f64)")),
            "Err(ParseFloatError { kind: Invalid }) invalid float literal"
        );
        assert_eq!(
            shown(parse("yes", "parse (bool)")),
            "Err(ParseBoolError) provided string was not `true` or `false`"
        );
        assert_eq!(
            shown(parse("ab", "parse (char)")),
            "Err(ParseCharError { kind: TooManyChars }) too many characters in string"
        );
        assert!(parse("1", "len").is_none());
    }
}
