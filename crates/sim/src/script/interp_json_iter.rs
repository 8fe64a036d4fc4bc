//! Iterating serde_json's `Map` (`iter`, `keys`, `values`, `into_iter`, `into_values`, and the `iter_mut`/`values_mut` a loop over a `&mut Map` becomes) and its
//! `retain`: serde_json's own map gives the members, in its order (its keys' order: without
//! the `preserve_order` feature the map is a `BTreeMap`). A value given as `&mut` is lent out
//! where it lives ([`super::value::LentJson`]), so what the script writes reaches the map.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_closure::{by_ref, closure_arg, truthy};
use super::interpreter::{Flow, Interpreter, fatal};
use super::value::{IterState, Slot, Value, target_slot};
use crate::trace::Span;

/// The methods this file runs.
const METHODS: &[&str] = &[
    "iter",
    "keys",
    "values",
    "into_iter",
    "into_values",
    "iter_mut",
    "values_mut",
    "retain",
    "extend",
];

fn json_value(json: &serde_json::Value) -> Value {
    Value::Json(Rc::new(json.clone()))
}

fn items(items: Vec<Value>) -> Value {
    Value::Iter(Rc::new(RefCell::new(IterState::Items(items, 0))))
}

/// The members of `map` as `(key, value)` pairs: references to them (`map.iter()`, a loop
/// over `&map`), or the members themselves (`map.into_iter()`, a loop over `map`).
pub(super) fn json_map_items(
    map: Rc<serde_json::Map<String, serde_json::Value>>,
    by_reference: bool,
) -> Vec<Value> {
    if by_reference {
        return map
            .iter()
            .map(|(k, v)| {
                Value::Tuple(vec![
                    by_ref(&Value::String(k.clone())),
                    by_ref(&json_value(v)),
                ])
            })
            .collect();
    }
    Rc::unwrap_or_clone(map)
        .into_iter()
        .map(|(k, v)| Value::Tuple(vec![Value::String(k), Value::Json(Rc::new(v))]))
        .collect()
}

impl Interpreter<'_> {
    /// A method of [`METHODS`] on a `serde_json::Map` (held, or behind a reference); `None`
    /// when the receiver is no map or the method no such method.
    pub(super) fn json_map_iteration(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if !METHODS.contains(&method) {
            return Ok(None);
        }
        let (slot, by_reference) = match receiver {
            Value::Ref(slot) => (target_slot(slot), true),
            Value::JsonMap(_) => (Rc::new(RefCell::new(receiver.clone())), false),
            _ => return Ok(None),
        };
        let map = match slot.try_borrow().as_deref() {
            Ok(Value::JsonMap(map)) => map.clone(),
            _ => return Ok(None),
        };
        let key = |key: &String| by_ref(&Value::String(key.clone()));
        Ok(Some(match method {
            // `into_iter` of a `&Map` gives references, of a `Map` the members themselves.
            "iter" | "into_iter" => items(json_map_items(map, method == "iter" || by_reference)),
            "keys" => items(map.keys().map(key).collect()),
            "values" => items(map.values().map(|v| by_ref(&json_value(v))).collect()),
            "into_values" => items(
                Rc::unwrap_or_clone(map)
                    .into_values()
                    .map(|v| Value::Json(Rc::new(v)))
                    .collect(),
            ),
            // Each member lent when its turn comes: the parts lent at once stay few (each is
            // compared after every statement while it lives).
            "iter_mut" | "values_mut" => Value::Iter(Rc::new(RefCell::new(IterState::LentJson {
                map: slot.clone(),
                keys: map.keys().cloned().collect(),
                next: 0,
                with_keys: method == "iter_mut",
            }))),
            "extend" => return self.json_map_extend(&slot, args, span),
            _ => return self.json_map_retain(&slot, args, span),
        }))
    }

    /// The member of the map in `map` under `key` lent out (with its key, `with_keys`), as
    /// `iter_mut`/`values_mut` give it; `None` when the map no longer holds it.
    pub(super) fn next_json_member(
        &mut self,
        map: &Slot,
        key: String,
        with_keys: bool,
    ) -> Option<Value> {
        let member = match map.try_borrow().as_deref() {
            Ok(Value::JsonMap(held)) => held.get(&key).map(json_value)?,
            _ => return None,
        };
        let shown = by_ref(&Value::String(key.clone()));
        let value = self.lend_json(map.clone(), Some(key), String::new(), member);
        Some(if with_keys {
            Value::Tuple(vec![shown, value])
        } else {
            value
        })
    }

    /// `map.extend(pairs)` by serde_json's own `Extend<(String, Value)>`.
    fn json_map_extend(
        &mut self,
        slot: &Slot,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let source = args.first().cloned().unwrap_or_default();
        let mut state =
            IterState::from_value(source, span).map_err(|message| fatal(span, message))?;
        let mut pairs = Vec::new();
        while let Some(item) = self.next_item(&mut state, span)? {
            pairs.push(item);
        }
        let Some(serde_json::Value::Object(added)) =
            super::interp_json::json_collected(&pairs, true)
        else {
            return Err(fatal(
                span,
                "`extend` takes `(String, serde_json::Value)` pairs",
            ));
        };
        if let Ok(Value::JsonMap(map)) = slot.try_borrow_mut().as_deref_mut() {
            Rc::make_mut(map).extend(added);
        }
        Ok(Some(Value::Unit))
    }

    /// `map.retain(|k, v| keep)` by serde_json's own `retain`: the closure gets each key and
    /// the value as a `&mut`, what it writes there is kept in the member.
    fn json_map_retain(
        &mut self,
        slot: &Slot,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let f = closure_arg(args, 0, span)?;
        // Taken out while the closure runs (rustc lets nothing else reach the map meanwhile),
        // put back after, also when the closure failed.
        let mut map = match slot.try_borrow_mut().as_deref_mut() {
            Ok(Value::JsonMap(map)) => std::mem::take(Rc::make_mut(map)),
            _ => return Ok(None),
        };
        let mut failed = None;
        map.retain(|key, value| {
            if failed.is_some() {
                return true;
            }
            let lent = Rc::new(RefCell::new(json_value(value)));
            let args = vec![
                by_ref(&Value::String(key.clone())),
                Value::Ref(lent.clone()),
            ];
            let answer = self.call_closure(&f, args, span);
            self.store_back_json();
            if let Ok(now) = lent.try_borrow()
                && let Some(now) = super::interp_json::json_of(&now)
            {
                *value = now;
            }
            match answer {
                Ok(answer) => truthy(&answer),
                Err(flow) => {
                    failed = Some(flow);
                    true
                }
            }
        });
        if let Ok(Value::JsonMap(held)) = slot.try_borrow_mut().as_deref_mut() {
            *held = Rc::new(map);
        }
        match failed {
            Some(flow) => Err(flow),
            None => Ok(Some(Value::Unit)),
        }
    }
}
