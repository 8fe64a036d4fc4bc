//! `HashMap` and `BTreeMap` at run time. Entries are kept in key order (what `BTreeMap`
//! iterates in); each value has its own storage, so `entry(k).or_insert(0)` and `get_mut`
//! hand out a `&mut` to it.
//!
//! A `HashMap`'s iteration order in a compiled program comes from a random seed and changes
//! from run to run; bufscope iterates it in key order, one of the orders a real run can have.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_call::usize_value;
use super::interp_closure::closure_arg;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::value::{IterState, MapKey, Slot, Value, target_slot};
use crate::trace::Span;

/// The first argument as a map key or set item: its order, and the value to store (owned).
pub(super) fn key_of(args: &[Value], span: Span) -> Result<(MapKey, Value), Flow> {
    let key = args.first().cloned().unwrap_or_default().deref();
    let map_key = MapKey::of(&key).ok_or_else(|| {
        fatal(
            span,
            format!("`{}` as a map key is not supported", key.type_name()),
        )
    })?;
    // A `&str` looked up in a map of `String`s is the same key; stored keys are owned.
    let owned = match key {
        Value::Str(s) => Value::String(s.to_string()),
        other => other,
    };
    Ok((map_key, owned))
}

impl Interpreter<'_> {
    /// A method of a map (`slot` holds it) or of an entry; `None` if `method` is not one.
    pub(super) fn map_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if matches!(method, "or_insert" | "or_insert_with" | "and_modify") {
            // Looked at where it is: `deref` would copy the receiver (a 50 MB vector's `len()`
            // in a loop must not copy it).
            let entry = match receiver {
                Value::MapEntry(map, key) => Some((map.clone(), (**key).clone())),
                Value::Ref(slot) => match &*target_slot(slot).borrow() {
                    Value::MapEntry(map, key) => Some((map.clone(), (**key).clone())),
                    _ => None,
                },
                _ => None,
            };
            if let Some((map, key)) = entry {
                return self.entry_method(&map, &key, method, args, span).map(Some);
            }
        }
        let slot = match receiver {
            Value::Ref(slot) => target_slot(slot),
            Value::Map(..) => Rc::new(RefCell::new(receiver.clone())),
            _ => return Ok(None),
        };
        if !matches!(&*slot.borrow(), Value::Map(..)) {
            return Ok(None);
        }
        if matches!(
            method,
            "iter" | "iter_mut" | "keys" | "values" | "values_mut" | "into_iter"
        ) {
            self.note_hash_order(&slot.borrow(), span);
        }
        let mut map = slot.borrow_mut();
        let Value::Map(_, entries) = &mut *map else {
            return Ok(None);
        };
        let result = match method {
            "insert" => {
                let (k, key) = key_of(args, span)?;
                let value = args.get(1).cloned().unwrap_or_default();
                match entries.0.insert(k, (key, Rc::new(RefCell::new(value)))) {
                    Some((_, old)) => Value::Some(Box::new(old.take())),
                    None => Value::None,
                }
            }
            "get" | "get_mut" => {
                let (k, _) = key_of(args, span)?;
                match entries.0.get(&k) {
                    Some((_, slot)) => Value::Some(Box::new(Value::Ref(slot.clone()))),
                    None => Value::None,
                }
            }
            "contains_key" => Value::Bool(entries.0.contains_key(&key_of(args, span)?.0)),
            "remove" => match entries.0.remove(&key_of(args, span)?.0) {
                Some((_, slot)) => Value::Some(Box::new(slot.take())),
                None => Value::None,
            },
            "len" => usize_value(entries.0.len()),
            "is_empty" => Value::Bool(entries.0.is_empty()),
            "entry" => {
                let (_, key) = key_of(args, span)?;
                drop(map);
                return Ok(Some(Value::MapEntry(slot.clone(), Box::new(key))));
            }
            // `iter_mut`, `values_mut`: each value's own storage, so a write reaches the map.
            "iter" | "iter_mut" | "keys" | "values" | "values_mut" | "into_iter" => {
                let items = entries
                    .0
                    .values()
                    .map(|(key, value)| match method {
                        "keys" => by_ref(key),
                        "values" | "values_mut" => Value::Ref(value.clone()),
                        "into_iter" => Value::Tuple(vec![key.clone(), value.borrow().clone()]),
                        _ => Value::Tuple(vec![by_ref(key), Value::Ref(value.clone())]),
                    })
                    .collect();
                Value::Iter(Rc::new(RefCell::new(IterState::Items(items, 0))))
            }
            _ => return Ok(None),
        };
        Ok(Some(result))
    }

    /// `entry(k).or_insert(v)` (`or_insert_with(f)`): the value's storage, filled with `v` (what
    /// `f()` makes) if the key was absent; `and_modify(f)`: `f` given the value, if present,
    /// and the entry again.
    fn entry_method(
        &mut self,
        map: &Slot,
        key: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Eval {
        let k = MapKey::of(key).ok_or_else(|| fatal(span, "unsupported key"))?;
        let present = match &*map.borrow() {
            Value::Map(_, entries) => entries.0.get(&k).map(|(_, slot)| slot.clone()),
            _ => return Err(fatal(span, "the entry's map is gone")),
        };
        // A closure runs with the map not borrowed here (the entry holds it in Rust).
        match (method, present) {
            ("and_modify", Some(slot)) => {
                let f = closure_arg(args, 0, span)?;
                self.call1(&f, Value::Ref(slot), span)?.discard();
                return Ok(Value::MapEntry(map.clone(), Box::new(key.clone())));
            }
            ("and_modify", None) => {
                return Ok(Value::MapEntry(map.clone(), Box::new(key.clone())));
            }
            (_, Some(slot)) => return Ok(Value::Ref(slot)),
            _ => {}
        }
        let default = match method {
            "or_insert_with" => {
                let f = closure_arg(args, 0, span)?;
                self.call_closure(&f, Vec::new(), span)?
            }
            _ => args.first().cloned().unwrap_or_default(),
        };
        let mut map = map.borrow_mut();
        let Value::Map(_, entries) = &mut *map else {
            return Err(fatal(span, "the entry's map is gone"));
        };
        let (_, slot) = entries
            .0
            .entry(k)
            .or_insert_with(|| (key.clone(), Rc::new(RefCell::new(default))));
        Ok(Value::Ref(slot.clone()))
    }
}

fn by_ref(value: &Value) -> Value {
    Value::Ref(Rc::new(RefCell::new(value.clone())))
}
