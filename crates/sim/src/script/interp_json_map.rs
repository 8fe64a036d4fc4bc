//! `serde_json::Map`'s own methods, on the map `as_object` lends (`len`, `contains_key`,
//! `get`…), answered by serde_json's map itself.

use std::rc::Rc;

use super::value::{Value, text_of};

/// The method's result, or `None` when `Map` has no such method bufscope runs.
pub(super) fn map_method(
    map: &serde_json::Map<String, serde_json::Value>,
    method: &str,
    args: &[Value],
) -> Option<Value> {
    let key = || args.first().and_then(text_of).unwrap_or_default();
    Some(match method {
        "len" => Value::Int(map.len().try_into().ok()?, super::ir::IntTy::Usize),
        "is_empty" => Value::Bool(map.is_empty()),
        "contains_key" => Value::Bool(map.contains_key(&key())),
        "get" => map.get(&key()).map_or(Value::None, |found| {
            Value::Some(Box::new(Value::Json(Rc::new(found.clone()))))
        }),
        "get_key_value" => map.get_key_value(&key()).map_or(Value::None, |(k, found)| {
            let by_ref = |value| Value::Ref(Rc::new(std::cell::RefCell::new(value)));
            Value::Some(Box::new(Value::Tuple(vec![
                by_ref(Value::String(k.clone())),
                by_ref(Value::Json(Rc::new(found.clone()))),
            ])))
        }),
        _ => return None,
    })
}

/// A method that changes the map in its variable (`insert`), by serde_json's map itself;
/// `None` when the receiver is no such map or the method no such method.
pub(super) fn map_edit(receiver: &Value, method: &str, args: &[Value]) -> Option<Value> {
    let Value::Ref(slot) = receiver else {
        return None;
    };
    let slot = super::value::target_slot(slot);
    let mut held = slot.borrow_mut();
    let Value::JsonMap(map) = &mut *held else {
        return None;
    };
    match (method, args) {
        ("insert", [key, value]) => {
            let key = text_of(key)?;
            let value = super::interp_json::json_of(value)?;
            let old = Rc::make_mut(map).insert(key, value);
            Some(old.map_or(Value::None, |old| {
                Value::Some(Box::new(Value::Json(Rc::new(old))))
            }))
        }
        _ => None,
    }
}
