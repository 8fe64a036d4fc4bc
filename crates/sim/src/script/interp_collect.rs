//! `collect`, as the checker rewrote it (`collect (list)`, `collect (result hash map)`…): the
//! items pulled one by one, then the collection std's `FromIterator` impl builds from them.

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Eval, Interpreter, fatal};
use super::value::{Entries, IterState, MapKey, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// `collect (list)`, or wrapped: `collect (result list)`, `collect (option hash map)`.
    /// A wrapped collect stops at the first `Err` or `None`, as std's adapter does; then, as
    /// std's `try_process`, what is left of an iterator `owned` drops, then the items so far.
    /// Otherwise `state` is left as the walk left it, for its owner to drop.
    pub(super) fn collect(
        &mut self,
        state: &mut IterState,
        owned: bool,
        method: &str,
        span: Span,
    ) -> Eval {
        let (wrapper, inner) = match method.strip_prefix("collect (result ") {
            Some(rest) => (Some(true), format!("collect ({rest}")),
            None => match method.strip_prefix("collect (option ") {
                Some(rest) => (Some(false), format!("collect ({rest}")),
                None => (None, method.to_string()),
            },
        };
        let mut items = Vec::new();
        while let Some(item) = self.next_item(state, span)? {
            self.reserve_memory(size_of::<Value>(), span)?;
            let stop = match (wrapper, item) {
                (Some(_), Value::Ok(inner) | Value::Some(inner)) => {
                    items.push(*inner);
                    continue;
                }
                (Some(true), error @ Value::Err(_)) => error,
                (Some(false), Value::None) => Value::None,
                (_, other) => {
                    items.push(other);
                    continue;
                }
            };
            if owned {
                let rest = std::mem::replace(state, IterState::Items(Vec::new(), 0));
                self.drop_iterator(rest, span);
            }
            for item in items {
                self.drop_value(item, span, "item");
            }
            return Ok(stop);
        }
        let built = collected(&inner, items, span)?;
        Ok(match wrapper {
            Some(true) => Value::ok(built),
            Some(false) => Value::Some(Box::new(built)),
            None => built,
        })
    }
}

/// What `collect` built.
fn collected(method: &str, items: Vec<Value>, span: Span) -> Eval {
    Ok(match method {
        "collect (bytes)" => Value::Bytes(
            items
                .iter()
                .map(|item| match item.deref() {
                    Value::Int(b, _) => Ok(b as u8),
                    _ => Err(fatal(span, "expected bytes")),
                })
                .collect::<Result<_, _>>()?,
            super::value::BytesKind::Vec,
        ),
        "collect (string)" => {
            let mut text = String::new();
            for item in &items {
                match item.deref() {
                    Value::Char(c) => text.push(c),
                    other => text.push_str(
                        &super::value::text_of(&other)
                            .ok_or_else(|| fatal(span, "expected text"))?,
                    ),
                }
            }
            Value::String(text)
        }
        "collect (hash map)" | "collect (btree map)" => {
            let mut entries = Entries::default();
            for item in items {
                let Value::Tuple(pair) = item.deref() else {
                    return Err(fatal(span, "expected a (key, value) pair"));
                };
                let [key, value] = <[Value; 2]>::try_from(pair)
                    .map_err(|_| fatal(span, "expected a (key, value) pair"))?;
                let k = MapKey::of(&key).ok_or_else(|| {
                    fatal(
                        span,
                        format!("`{}` as a map key is not supported", key.type_name()),
                    )
                })?;
                // std's `insert`: a key seen again keeps its first key value, takes the new value.
                match entries.0.get_mut(&k) {
                    Some((_, slot)) => *slot.borrow_mut() = value,
                    None => {
                        entries.0.insert(k, (key, Rc::new(RefCell::new(value))));
                    }
                }
            }
            Value::Map(method == "collect (btree map)", entries)
        }
        // std's `insert`: an item seen again is kept where it was.
        "collect (hash set)" | "collect (btree set)" => {
            let mut entries = Entries::default();
            for item in items {
                let item = item.deref();
                let k = MapKey::of(&item).ok_or_else(|| {
                    fatal(
                        span,
                        format!("`{}` as a set item is not supported", item.type_name()),
                    )
                })?;
                entries
                    .0
                    .entry(k)
                    .or_insert_with(|| (item, Rc::new(RefCell::new(Value::Unit))));
            }
            Value::Set(method == "collect (btree set)", entries)
        }
        "collect (json)" | "collect (json object)" => {
            let object = method == "collect (json object)";
            let json = super::interp_json::json_collected(&items, object)
                .ok_or_else(|| fatal(span, "expected items that convert into JSON values"))?;
            Value::Json(Rc::new(json))
        }
        "collect (json map)" => match super::interp_json::json_collected(&items, true) {
            Some(serde_json::Value::Object(map)) => Value::JsonMap(Rc::new(map)),
            _ => return Err(fatal(span, "expected `(String, serde_json::Value)` items")),
        },
        _ => Value::List(items),
    })
}
