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
        // `get` takes a key of an object or an index of an array, as `Index` does.
        "get" => {
            let found = match args.first().map(Value::deref) {
                Some(Value::Int(index, _)) => usize::try_from(index)
                    .ok()
                    .and_then(|index| json.get(index)),
                Some(key) => json.get(text_of(&key).unwrap_or_default()),
                None => None,
            };
            option(found.map(|found| Value::Json(Rc::new(found.clone()))))
        }
        _ => return None,
    })
}
