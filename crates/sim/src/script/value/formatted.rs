//! A value as `core::fmt` sees it ([`FmtValue`]), with its Rust type: what every format
//! call, `{:?}` of an error and `assert_eq!`'s message print.

use std::rc::Rc;

use super::{ErrorValue, RangeShape, Value};
use crate::format::value::FmtValue;
use crate::script::ir::IntTy;

/// A runtime value as the formatter sees it, with its Rust type.
#[inline]
pub fn fmt_value(value: &Value) -> FmtValue {
    // A number, most arguments, is made in line: handed back in registers, not stored a word
    // at a time and read back whole (a stall on every format call of a loop).
    match value {
        Value::Int(v, ty) => int_value(*v, *ty),
        _ => fmt_other_value(value),
    }
}

/// [`fmt_value`] of anything but a number.
fn fmt_other_value(value: &Value) -> FmtValue {
    match value {
        Value::Unit => FmtValue::Unit,
        Value::Bool(b) => FmtValue::Bool(*b),
        Value::Int(v, ty) => int_value(*v, *ty),
        Value::Float(f) => FmtValue::F64(*f),
        Value::F32(f) => FmtValue::F32(*f),
        Value::Char(c) => FmtValue::Char(*c),
        Value::Str(s) => FmtValue::Str(s.to_string()),
        Value::String(s) => FmtValue::Str(s.clone()),
        // std's own `ErrorKind`, printed by its `Debug` and `Display`.
        Value::ErrorKind(kind) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(StdKind(*kind))))
        }
        Value::ExitCode(code) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            crate::script::exit_code::LinuxExitCode(*code),
        ))),
        Value::Ordering(o) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(StdOrdering(*o))))
        }
        // `SeekFrom`'s derived `Debug`: `Start(3)`.
        Value::SeekFrom(from) => FmtValue::Str(format!("{from:?}")),
        // std's own `SocketAddrV4`, printed by its `Display` and `Debug`.
        Value::SocketAddr(address) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(*address)))
        }
        Value::Ip(ip) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(*ip))),
        // `char::to_uppercase`'s iterator, printed by std's `Display` and `Debug` of it.
        Value::Iter(_) => match super::CaseMapping::of(value) {
            Some(chars) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(chars))),
            None => FmtValue::Str(format!("{value:?}")),
        },
        // `Path`'s `Debug` quotes it as `str`'s does.
        Value::Path(p) => FmtValue::Str(p.clone()),
        Value::Bytes(bytes, _) => FmtValue::Vec(bytes.iter().map(|&b| FmtValue::U8(b)).collect()),
        Value::List(items) => FmtValue::Vec(items.iter().map(fmt_value).collect()),
        Value::Map(_, entries) => super::map_entries::map_entries(entries, fmt_value),
        Value::Set(_, entries) => FmtValue::Set(
            entries
                .0
                .values()
                .map(|(item, _)| fmt_value(item))
                .collect(),
        ),
        Value::Duration(d) => FmtValue::Duration(*d),
        Value::Some(inner) => FmtValue::Option(Some(Box::new(fmt_value(inner)))),
        Value::Reverse(inner) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            StdReverse(fmt_value(inner)),
        ))),
        Value::None => FmtValue::Option(None),
        Value::Ok(inner) => FmtValue::Result(Ok(Box::new(fmt_value(inner)))),
        Value::Tuple(items) => FmtValue::Tuple(items.iter().map(fmt_value).collect()),
        Value::Range(start, end, ty, shape) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(StdRange {
                start: int_value(*start, *ty),
                // An inclusive range runs to one short of the end it covers.
                end: match shape {
                    RangeShape::Inclusive | RangeShape::ToInclusive => {
                        int_value(end.saturating_sub(1), *ty)
                    }
                    _ => int_value(*end, *ty),
                },
                shape: *shape,
            })))
        }
        Value::CharRange(start, end, shape) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(StdRange {
                start: FmtValue::Char(*start),
                end: FmtValue::Char(*end),
                shape: *shape,
            })))
        }
        Value::Ref(slot) => fmt_value(&slot.borrow()),
        // `&mut v[a..b]`: the bytes or items it views, formatted as the slice is.
        Value::SliceRef(..) => value
            .viewed()
            .map_or(FmtValue::Vec(Vec::new()), |viewed| fmt_value(&viewed)),
        Value::Err(error) => FmtValue::Result(Err(Box::new(fmt_value(&Value::error_value(error))))),
        Value::Error(error) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(error.clone())))
        }
        Value::Json(json) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            JsonValue(json.clone()),
        ))),
        Value::JsonMap(map) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            JsonMap(map.clone()),
        ))),
        Value::Stream(stream) => {
            let stream = stream.borrow();
            if let Some(shown) = super::stream_debug::StreamDebug::of(&**stream) {
                return FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(shown)));
            }
            match stream.memory() {
                Some(bytes) => FmtValue::Vec(bytes.iter().map(|&b| FmtValue::U8(b)).collect()),
                None => FmtValue::Str(stream.type_name()),
            }
        }
        other => FmtValue::Str(format!("{other:?}")),
    }
}

#[inline]
fn int_value(v: i128, ty: IntTy) -> FmtValue {
    match ty {
        IntTy::Default | IntTy::I32 => FmtValue::I32(v as i32),
        IntTy::I8 => FmtValue::I8(v as i8),
        IntTy::I16 => FmtValue::I16(v as i16),
        IntTy::I64 => FmtValue::I64(v as i64),
        IntTy::I128 => FmtValue::I128(v),
        IntTy::Isize => FmtValue::Isize(v as i64),
        IntTy::U8 => FmtValue::U8(v as u8),
        IntTy::U16 => FmtValue::U16(v as u16),
        IntTy::U32 => FmtValue::U32(v as u32),
        IntTy::U64 => FmtValue::U64(v as u64),
        IntTy::U128 => FmtValue::U128(v as u128),
        IntTy::Usize => FmtValue::Usize(v as u64),
    }
}

/// `serde_json::Value`, formatted by serde_json's own `Display` and `Debug`.
struct JsonValue(Rc<serde_json::Value>);

impl std::fmt::Debug for JsonValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for JsonValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&*self.0, f)
    }
}

impl crate::format::opaque::Opaque for JsonValue {
    fn type_name(&self) -> String {
        "serde_json::Value".into()
    }
}

impl crate::format::opaque::Opaque for ErrorValue {
    fn type_name(&self) -> String {
        match self {
            ErrorValue::Io(_) => "std::io::Error".into(),
            ErrorValue::Json(_) => "serde_json::Error".into(),
            ErrorValue::Value(value) => value.type_name(),
            ErrorValue::Std(_, path) => (*path).into(),
        }
    }
}

/// `io::ErrorKind` as a format argument: its own `Debug` and `Display`.
struct StdKind(std::io::ErrorKind);

impl std::fmt::Debug for StdKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

impl std::fmt::Display for StdKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl crate::format::opaque::Opaque for StdKind {
    fn type_name(&self) -> String {
        "std::io::ErrorKind".into()
    }
}

/// An `Ordering` as a format argument: std's derived `Debug` (`Less`).
/// `Reverse(x)`, printed by std's own `Reverse`'s derived `Debug` around what `x` prints.
struct StdReverse(FmtValue);

impl std::fmt::Debug for StdReverse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(
            &std::cmp::Reverse(crate::format::value::AsDebug(&self.0)),
            f,
        )
    }
}

impl std::fmt::Display for StdReverse {
    /// Never asked: `Reverse` has no `Display` (the checker refuses it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl crate::format::opaque::Opaque for StdReverse {
    fn type_name(&self) -> String {
        "std::cmp::Reverse".into()
    }
}

/// A range, printed by std's own range types' `Debug` around what its ends print.
struct StdRange {
    start: FmtValue,
    end: FmtValue,
    shape: RangeShape,
}

impl std::fmt::Debug for StdRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::format::value::AsDebug;
        let (start, end) = (AsDebug(&self.start), AsDebug(&self.end));
        match self.shape {
            RangeShape::HalfOpen => std::fmt::Debug::fmt(&(start..end), f),
            RangeShape::From => std::fmt::Debug::fmt(&(start..), f),
            RangeShape::To => std::fmt::Debug::fmt(&(..end), f),
            RangeShape::Inclusive => std::fmt::Debug::fmt(&(start..=end), f),
            RangeShape::ToInclusive => std::fmt::Debug::fmt(&(..=end), f),
            RangeShape::Full => std::fmt::Debug::fmt(&(..), f),
        }
    }
}

impl std::fmt::Display for StdRange {
    /// Never asked: ranges have no `Display` (the checker refuses it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl crate::format::opaque::Opaque for StdRange {
    fn type_name(&self) -> String {
        format!("std::ops::{}", self.shape.type_name())
    }
}

struct StdOrdering(std::cmp::Ordering);

impl std::fmt::Debug for StdOrdering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

impl std::fmt::Display for StdOrdering {
    /// Never asked: `Ordering` has no `Display` (the checker refuses it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

impl crate::format::opaque::Opaque for StdOrdering {
    fn type_name(&self) -> String {
        "std::cmp::Ordering".into()
    }
}

/// A `serde_json::Map`, printed by serde_json's own `Debug` (it has no `Display`).
struct JsonMap(Rc<serde_json::Map<String, serde_json::Value>>);

impl std::fmt::Debug for JsonMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for JsonMap {
    /// Never asked: `Map` has no `Display` (the checker refuses it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl crate::format::opaque::Opaque for JsonMap {
    fn type_name(&self) -> String {
        "serde_json::Map<String, serde_json::Value>".into()
    }
}
