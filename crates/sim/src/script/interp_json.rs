//! `serde_json::Value`'s own methods: what a script asks of a parsed JSON value (`is_object`,
//! `get`, `as_str`, `as_i64`…), answered by serde_json itself.

use std::rc::Rc;

use super::ir::IntTy;
use super::value::{Value, text_of};

/// The method's result, or `None` when `Value` has no such method bufscope runs.
pub(super) fn json_method(json: &serde_json::Value, method: &str, args: &[Value]) -> Option<Value> {
    let some = |value: Value| Value::Some(Box::new(value));
    let option = |value: Option<Value>| value.map_or(Value::None, some);
    Some(match method {
        "is_object" => Value::Bool(json.is_object()),
        "is_array" => Value::Bool(json.is_array()),
        "is_null" => Value::Bool(json.is_null()),
        "is_string" => Value::Bool(json.is_string()),
        "is_number" => Value::Bool(json.is_number()),
        "is_boolean" => Value::Bool(json.is_boolean()),
        "is_i64" => Value::Bool(json.is_i64()),
        "is_u64" => Value::Bool(json.is_u64()),
        "is_f64" => Value::Bool(json.is_f64()),
        "as_str" => option(json.as_str().map(|s| Value::Str(s.into()))),
        "as_bool" => option(json.as_bool().map(Value::Bool)),
        "as_i64" => option(json.as_i64().map(|n| Value::Int(n.into(), IntTy::I64))),
        "as_u64" => option(json.as_u64().map(|n| Value::Int(n.into(), IntTy::U64))),
        "as_f64" => option(json.as_f64().map(Value::Float)),
        "as_number" => option(json.as_number().map(|n| json_value(&n.clone().into()))),
        "as_object" => option(
            json.as_object()
                .map(|map| Value::JsonMap(Rc::new(map.clone()))),
        ),
        "as_null" => option(json.as_null().map(|()| Value::Unit)),
        "as_array" => option(
            json.as_array()
                .map(|items| Value::List(items.iter().map(json_value).collect())),
        ),
        "pointer" => {
            let pointer = args.first().and_then(text_of).unwrap_or_default();
            option(json.pointer(&pointer).map(json_value))
        }
        // `get` takes a key of an object or an index of an array, as `Index` does.
        "get" => {
            let found = match args.first().map(Value::deref) {
                Some(Value::Int(index, _)) => usize::try_from(index)
                    .ok()
                    .and_then(|index| json.get(index)),
                Some(key) => json.get(text_of(&key).unwrap_or_default()),
                None => None,
            };
            option(found.map(json_value))
        }
        _ => return None,
    })
}

/// The `Value` serde_json's `From` impls make of a script's value (`Value::from(x)`,
/// `x.into()`): each item converted by the impl for its own type, as `From<Vec<T>>` does.
/// `None` for a value no impl takes (the checker lets none through).
pub(super) fn json_of(value: &Value) -> Option<serde_json::Value> {
    use serde_json::Value as Json;
    Some(match value {
        Value::Ref(slot) => return json_of(&slot.borrow()),
        Value::Json(json) => (**json).clone(),
        Value::JsonMap(map) => Json::Object((**map).clone()),
        Value::Bool(b) => Json::from(*b),
        Value::Float(x) => Json::from(*x),
        Value::F32(x) => Json::from(*x),
        Value::Str(s) => Json::from(&**s),
        Value::String(s) => Json::from(s.as_str()),
        Value::Unit => Json::from(()),
        Value::None => Json::from(None::<Json>),
        Value::Some(inner) => Json::from(Some(json_of(inner)?)),
        Value::Int(n, ty) => int_json(*n, *ty)?,
        Value::Bytes(bytes, _) => Json::from(bytes.as_slice()),
        Value::List(items) => Json::from(items.iter().map(json_of).collect::<Option<Vec<_>>>()?),
        _ => return None,
    })
}

/// An integer through the `From` impl of its type.
fn int_json(n: i128, ty: IntTy) -> Option<serde_json::Value> {
    use serde_json::Value as Json;
    Some(match ty {
        IntTy::I8 => Json::from(i8::try_from(n).ok()?),
        IntTy::I16 => Json::from(i16::try_from(n).ok()?),
        IntTy::Default | IntTy::I32 => Json::from(i32::try_from(n).ok()?),
        IntTy::I64 => Json::from(i64::try_from(n).ok()?),
        IntTy::Isize => Json::from(isize::try_from(n).ok()?),
        IntTy::U8 => Json::from(u8::try_from(n).ok()?),
        IntTy::U16 => Json::from(u16::try_from(n).ok()?),
        IntTy::U32 => Json::from(u32::try_from(n).ok()?),
        IntTy::U64 => Json::from(u64::try_from(n).ok()?),
        IntTy::Usize => Json::from(usize::try_from(n).ok()?),
        IntTy::I128 | IntTy::U128 => return None,
    })
}

/// [`json_of`] as the interpreter's value.
pub(super) fn json_value_of(value: &Value, span: crate::trace::Span) -> super::interpreter::Eval {
    json_of(value)
        .map(|json| Value::Json(Rc::new(json)))
        .ok_or_else(|| {
            super::interpreter::fatal(
                span,
                format!(
                    "a `{}` does not convert into a JSON value",
                    value.type_name()
                ),
            )
        })
}

/// `value == other` by serde_json's `PartialEq` impl for `other`'s type (each is symmetric);
/// `None` when `other` is no number, `bool` or string.
pub(super) fn json_equals(json: &serde_json::Value, other: &Value) -> Option<bool> {
    Some(match other {
        Value::Int(n, ty) => match ty {
            IntTy::I8 => *json == i8::try_from(*n).ok()?,
            IntTy::I16 => *json == i16::try_from(*n).ok()?,
            IntTy::Default | IntTy::I32 => *json == i32::try_from(*n).ok()?,
            IntTy::I64 => *json == i64::try_from(*n).ok()?,
            IntTy::Isize => *json == isize::try_from(*n).ok()?,
            IntTy::U8 => *json == u8::try_from(*n).ok()?,
            IntTy::U16 => *json == u16::try_from(*n).ok()?,
            IntTy::U32 => *json == u32::try_from(*n).ok()?,
            IntTy::U64 => *json == u64::try_from(*n).ok()?,
            IntTy::Usize => *json == usize::try_from(*n).ok()?,
            IntTy::I128 | IntTy::U128 => return None,
        },
        Value::Float(x) => *json == *x,
        Value::F32(x) => *json == *x,
        Value::Bool(b) => *json == *b,
        Value::Str(s) => *json == **s,
        Value::String(s) => *json == *s,
        _ => return None,
    })
}

/// A part of a JSON value as the interpreter's (a copy: the methods that give one give `&Value`,
/// which the script only reads).
fn json_value(json: &serde_json::Value) -> Value {
    Value::Json(Rc::new(json.clone()))
}

/// What serde_json's `FromIterator` impls build of the items: an array of their conversions,
/// or (`object`) an object of `(key, value)` pairs, a key made a `String` as `Into` does.
pub(super) fn json_collected(items: &[Value], object: bool) -> Option<serde_json::Value> {
    if !object {
        return items.iter().map(json_of).collect();
    }
    items
        .iter()
        .map(|item| match item.deref() {
            Value::Tuple(pair) => {
                let key = match pair.first()?.deref() {
                    Value::Char(c) => String::from(c),
                    other => text_of(&other)?,
                };
                Some((key, json_of(pair.get(1)?)?))
            }
            _ => None,
        })
        .collect()
}

/// `Number::from_f64`/`from_i128`/`from_u128`: a number is kept as the `Value` holding it,
/// which prints and compares as the `Number` itself (serde_json's `Debug` and `PartialEq` of
/// `Value::Number` are the number's own).
pub(super) fn number_from(path: &str, argument: &Value) -> Value {
    let number = match (path, argument.deref()) {
        ("Number::from_f64", Value::Float(x)) => serde_json::Number::from_f64(x),
        ("Number::from_i128", Value::Int(n, _)) => serde_json::Number::from_i128(n),
        ("Number::from_u128", Value::Int(n, _)) => u128::try_from(n)
            .ok()
            .and_then(serde_json::Number::from_u128),
        _ => None,
    };
    number.map_or(Value::None, |number| {
        Value::Some(Box::new(Value::Json(Rc::new(number.into()))))
    })
}

/// Whether a path may name `Value::Null` (`Value::Null`, `serde_json::Value::Null`); the checker
/// lets one through only when the imports make it serde_json's, so the interpreter makes
/// serde_json's `Value::Null` of any such path it is given.
pub(super) fn names_json_null(path: &str) -> bool {
    path == "Value::Null" || path.ends_with("::Value::Null")
}

/// What a variant of serde_json's, named by its path's last segment (the checker made sure it
/// names one), holds when `value` is that variant: `Some(None)` for `Value::Null`, `None`
/// when `value` is another variant. An entry (`Value::MapEntry`) is `Occupied` when its map
/// holds its key, and the variant holds the entry.
pub(super) fn json_variant(name: &str, value: &Value) -> Option<Option<Value>> {
    use serde_json::Value as Json;
    let variant = name.rsplit("::").next().unwrap_or(name);
    match value {
        Value::MapEntry(map, key) => {
            let occupied = match &*super::value::target_slot(map).borrow() {
                Value::JsonMap(map) => map.contains_key(&text_of(key).unwrap_or_default()),
                _ => return None,
            };
            let wanted = if occupied { "Occupied" } else { "Vacant" };
            (variant == wanted).then(|| Some(value.clone()))
        }
        Value::Json(json) => match (variant, &**json) {
            ("Null", Json::Null) => Some(None),
            ("Bool", Json::Bool(b)) => Some(Some(Value::Bool(*b))),
            ("Number", Json::Number(_)) => Some(Some(json_value(json))),
            ("String", Json::String(s)) => Some(Some(Value::String(s.clone()))),
            ("Array", Json::Array(items)) => {
                Some(Some(Value::List(items.iter().map(json_value).collect())))
            }
            ("Object", Json::Object(map)) => Some(Some(Value::JsonMap(Rc::new(map.clone())))),
            _ => None,
        },
        _ => None,
    }
}
