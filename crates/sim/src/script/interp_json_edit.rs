//! serde_json's methods that change a `Value` or a `Map` where it lives, or lend a part of it
//! out as a `&mut` (`as_array_mut`, `as_object_mut`, `pointer_mut`, `get_mut`), and the
//! `Map::entry` API (`or_insert`, `and_modify`, `Entry::Occupied(e)`'s `insert`, `remove`…):
//! each runs serde_json's own method on the value in its storage; a part lent out is a copy
//! stored back after every statement ([`super::value::LentJson`]).

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Expr, ExprKind};
use super::value::{
    JsonStreamDeserializer, LentJson, Slot, Value, pointer_token, target_slot, text_of,
};
use crate::trace::Span;

/// Methods whose receiver `data["a"]` is serde_json's `IndexMut`: the member is lent out.
const LENDING: &[&str] = &[
    "as_array_mut",
    "as_object_mut",
    "pointer_mut",
    "get_mut",
    "entry",
    "clear",
    "remove",
    "remove_entry",
    "insert",
    "iter_mut",
    "values_mut",
    "retain",
];

/// What a receiver's storage holds.
enum Held {
    Json,
    Map,
    /// A map's entry: the map's storage and the key.
    Entry(Slot, String),
    /// A `serde_json::Deserializer` asked to `end`.
    Deserializer(Rc<RefCell<JsonStreamDeserializer>>),
}

fn json_value(json: &serde_json::Value) -> Value {
    Value::Json(Rc::new(json.clone()))
}

fn some(value: Value) -> Value {
    Value::Some(Box::new(value))
}

impl Interpreter<'_> {
    /// `data["a"].as_array_mut()`, `map["k"].get_mut(…)`: the member lent out where
    /// serde_json's `IndexMut` finds it. `None` for any other receiver or method; a JSON
    /// member bufscope cannot find the storage of is refused rather than changed in a copy.
    pub(super) fn json_member_receiver(
        &mut self,
        receiver: &Expr,
        method: &str,
    ) -> Result<Option<Value>, Flow> {
        if !LENDING.contains(&method) || !matches!(receiver.kind, ExprKind::Index(..)) {
            return Ok(None);
        }
        if let Some(lent) = self.lend_json_member(receiver)? {
            return Ok(Some(lent));
        }
        let copy = self.eval(receiver)?;
        if matches!(copy.deref(), Value::Json(_) | Value::JsonMap(_)) {
            return Err(fatal(
                receiver.span,
                format!(
                    "`.{method}()` on a JSON member not held in a variable is not supported by bufscope yet"
                ),
            ));
        }
        Ok(Some(copy))
    }

    /// `&mut data["a"]` (and a receiver `data["a"]` of a method that changes it): the member
    /// serde_json's `IndexMut` finds, lent out; `None` when `place` is no index into a JSON
    /// value or map held in a variable.
    pub(super) fn lend_json_member(&mut self, place: &Expr) -> Result<Option<Value>, Flow> {
        let Some((root, keys)) = self.json_place(place)? else {
            return Ok(None);
        };
        let member =
            super::interp_place::at_json_place(root.clone(), &keys, place.span, |value| {
                Ok(value.clone())
            })?;
        let mut tokens = keys.iter().map(|key| match key {
            Value::Int(i, _) => i.to_string(),
            other => text_of(other).unwrap_or_default(),
        });
        let key = match root.try_borrow().as_deref() {
            Ok(Value::JsonMap(_)) => tokens.next(),
            _ => None,
        };
        let pointer: String = tokens.map(|token| pointer_token(&token)).collect();
        Ok(Some(self.lend_json(root, key, pointer, member)))
    }

    /// `value` (the part of the JSON in `root` at `key` and `pointer`) lent out.
    pub(super) fn lend_json(
        &mut self,
        root: Slot,
        key: Option<String>,
        pointer: String,
        value: Value,
    ) -> Value {
        let lent = Rc::new(RefCell::new(value.clone()));
        self.lent_json.borrow_mut().push(LentJson {
            root,
            key,
            pointer,
            lent: lent.clone(),
            before: value,
        });
        Value::Ref(lent)
    }

    /// Stores every lent JSON part back, the latest first (a part of a part goes back into its
    /// part before that goes back), and forgets the ones nothing refers to any more.
    #[inline]
    pub(super) fn store_back_json(&self) {
        // Checked in line: after most statements nothing is lent.
        if self
            .lent_json
            .try_borrow()
            .is_ok_and(|lent| lent.is_empty())
        {
            return;
        }
        self.store_back_lent_json();
    }

    #[inline(never)]
    fn store_back_lent_json(&self) {
        let Ok(mut lent) = self.lent_json.try_borrow_mut() else {
            return;
        };
        let mut index = lent.len();
        while index > 0 {
            index -= 1;
            if !lent[index].store_back(super::interp_json::json_of) {
                lent.remove(index);
            }
        }
    }

    /// [`Self::store_back_json`] before the variable in `slot` is read, when a part lent out
    /// is in the value it holds or refers to: a `&mut` a temporary held ends with the
    /// expression that made it (`while v.as_array_mut().unwrap().pop().is_some() {}`, `…pop()
    /// .is_some() && v.as_array()…`), before the next statement.
    pub(super) fn store_back_json_into(&self, slot: &Slot) {
        let Ok(lent) = self.lent_json.try_borrow() else {
            return;
        };
        if lent.is_empty() {
            return;
        }
        let mut target = slot.clone();
        loop {
            let next = match target.try_borrow().as_deref() {
                Ok(Value::Ref(deeper)) => deeper.clone(),
                _ => break,
            };
            target = next;
        }
        let is_root = lent.iter().any(|part| Rc::ptr_eq(&part.root, &target));
        drop(lent);
        if is_root {
            self.store_back_json();
        }
    }

    /// A method of serde_json's that changes a `Value`, a `Map` or a map's entry where it
    /// lives; `None` when the receiver or the method is no such one.
    pub(super) fn json_edit(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let slot = match receiver {
            Value::Ref(slot) => target_slot(slot),
            Value::Json(_) | Value::JsonMap(_) | Value::MapEntry(..) => {
                Rc::new(RefCell::new(receiver.clone()))
            }
            _ => return Ok(None),
        };
        let Ok(guard) = slot.try_borrow() else {
            return Ok(None);
        };
        let held = match &*guard {
            Value::JsonDeserializer(de) if method == "end" => Held::Deserializer(de.clone()),
            Value::Json(_) => Held::Json,
            Value::JsonMap(_) => Held::Map,
            Value::MapEntry(map, key) => {
                let map = target_slot(map);
                if !matches!(map.try_borrow().as_deref(), Ok(Value::JsonMap(_))) {
                    return Ok(None);
                }
                Held::Entry(map, text_of(key).unwrap_or_default())
            }
            _ => return Ok(None),
        };
        drop(guard);
        match held {
            Held::Json => Ok(self.value_edit(&slot, method, args)),
            Held::Map => self.json_map_edit(&slot, method, args),
            Held::Entry(map, key) => self
                .json_entry_method(&map, &key, method, args, span)
                .map(Some),
            Held::Deserializer(de) => self.deserializer_end(&de, span).map(Some),
        }
    }

    /// `as_array_mut`, `as_object_mut`, `pointer_mut`, `get_mut` of the `Value` in `slot`.
    fn value_edit(&mut self, slot: &Slot, method: &str, args: &[Value]) -> Option<Value> {
        let (pointer, lent) = {
            let Ok(mut held) = slot.try_borrow_mut() else {
                return None;
            };
            let Value::Json(json) = &mut *held else {
                return None;
            };
            let json = Rc::make_mut(json);
            match method {
                "as_array_mut" => (
                    String::new(),
                    json.as_array_mut()
                        .map(|items| Value::List(items.iter().map(json_value).collect())),
                ),
                "as_object_mut" => (
                    String::new(),
                    json.as_object_mut()
                        .map(|map| Value::JsonMap(Rc::new(map.clone()))),
                ),
                "pointer_mut" => {
                    let pointer = args.first().and_then(text_of)?;
                    let found = json.pointer_mut(&pointer).map(|found| json_value(found));
                    (pointer, found)
                }
                "get_mut" => match args.first()?.deref() {
                    Value::Int(index, _) => {
                        let found = usize::try_from(index)
                            .ok()
                            .and_then(|i| json.get_mut(i))
                            .map(|found| json_value(found));
                        (pointer_token(&index.to_string()), found)
                    }
                    key => {
                        let key = text_of(&key)?;
                        let found = json.get_mut(key.as_str()).map(|found| json_value(found));
                        (pointer_token(&key), found)
                    }
                },
                _ => return None,
            }
        };
        Some(match lent {
            Some(lent) => some(self.lend_json(slot.clone(), None, pointer, lent)),
            None => Value::None,
        })
    }

    /// `get_mut`, `remove`, `remove_entry`, `clear`, `sort_keys`, `append`, `entry` of the
    /// `Map` in `slot`.
    fn json_map_edit(
        &mut self,
        slot: &Slot,
        method: &str,
        args: &[Value],
    ) -> Result<Option<Value>, Flow> {
        let key = args.first().and_then(|key| match key.deref() {
            Value::Char(c) => Some(String::from(c)),
            other => text_of(&other),
        });
        let Ok(mut held) = slot.try_borrow_mut() else {
            return Ok(None);
        };
        let Value::JsonMap(map) = &mut *held else {
            return Ok(None);
        };
        let map = Rc::make_mut(map);
        let result = match (method, key) {
            ("get_mut", Some(key)) => {
                let Some(found) = map.get_mut(&key).map(|found| json_value(found)) else {
                    return Ok(Some(Value::None));
                };
                drop(held);
                return Ok(Some(some(self.lend_json(
                    slot.clone(),
                    Some(key),
                    String::new(),
                    found,
                ))));
            }
            ("remove", Some(key)) => map
                .remove(&key)
                .map_or(Value::None, |old| some(json_value(&old))),
            ("remove_entry", Some(key)) => map.remove_entry(&key).map_or(Value::None, |(k, v)| {
                some(Value::Tuple(vec![Value::String(k), json_value(&v)]))
            }),
            ("clear", None) => {
                map.clear();
                Value::Unit
            }
            // Without serde_json's `preserve_order` the map is already in its keys' order.
            ("sort_keys", None) => {
                map.sort_keys();
                Value::Unit
            }
            ("append", None) => {
                let Some(Value::Ref(other)) = args.first() else {
                    return Ok(None);
                };
                let other = target_slot(other);
                let Ok(mut other) = other.try_borrow_mut() else {
                    return Ok(None);
                };
                let Value::JsonMap(other) = &mut *other else {
                    return Ok(None);
                };
                map.append(Rc::make_mut(other));
                Value::Unit
            }
            ("entry", Some(key)) => Value::MapEntry(slot.clone(), Box::new(Value::String(key))),
            _ => return Ok(None),
        };
        Ok(Some(result))
    }

    /// A method of `map.entry(key)` (an `Entry`, a `VacantEntry` or an `OccupiedEntry`: which
    /// one is whether the map holds the key), run on serde_json's own entry of the map.
    fn json_entry_method(
        &mut self,
        map_slot: &Slot,
        key: &str,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Eval {
        use serde_json::map::Entry;
        let lend_member = |this: &mut Self| {
            let member = match map_slot.try_borrow().as_deref() {
                Ok(Value::JsonMap(map)) => map.get(key).map(json_value),
                _ => None,
            };
            match member {
                Some(member) => Ok(this.lend_json(
                    map_slot.clone(),
                    Some(key.to_string()),
                    String::new(),
                    member,
                )),
                None => Err(fatal(span, "the entry's member is gone")),
            }
        };
        let occupied = match map_slot.try_borrow().as_deref() {
            Ok(Value::JsonMap(map)) => map.contains_key(key),
            _ => false,
        };
        let argument = |index: usize| {
            args.get(index)
                .and_then(super::interp_json::json_of)
                .ok_or_else(|| fatal(span, format!("`{method}` takes a `serde_json::Value`")))
        };
        match method {
            "key" => return Ok(Value::Ref(Rc::new(RefCell::new(Value::String(key.into()))))),
            "or_insert_with" if !occupied => {
                let Some(Value::Closure(make)) = args.first().map(Value::deref) else {
                    return Err(fatal(span, "`or_insert_with` takes a closure"));
                };
                let made = self.call_closure(&make, Vec::new(), span)?;
                let made = super::interp_json::json_of(&made)
                    .ok_or_else(|| fatal(span, "the closure made no `serde_json::Value`"))?;
                self.with_json_entry(map_slot, key, |entry| {
                    entry.or_insert_with(|| made);
                });
                return lend_member(self);
            }
            "or_insert_with" | "get_mut" | "into_mut" => return lend_member(self),
            "and_modify" => {
                if occupied {
                    let Some(Value::Closure(change)) = args.first().map(Value::deref) else {
                        return Err(fatal(span, "`and_modify` takes a closure"));
                    };
                    let lent = lend_member(self)?;
                    self.call_closure(&change, vec![lent], span)?;
                    self.store_back_json();
                }
                let entry = Value::MapEntry(map_slot.clone(), Box::new(Value::String(key.into())));
                return Ok(entry);
            }
            "or_insert" => {
                let default = argument(0)?;
                self.with_json_entry(map_slot, key, |entry| {
                    entry.or_insert(default);
                });
                return lend_member(self);
            }
            "insert" if !occupied => {
                let value = argument(0)?;
                self.with_json_entry(map_slot, key, |entry| {
                    if let Entry::Vacant(vacant) = entry {
                        vacant.insert(value);
                    }
                });
                return lend_member(self);
            }
            _ => {}
        }
        let value = if method == "insert" {
            Some(argument(0)?)
        } else {
            None
        };
        let result = self.with_json_entry(map_slot, key, |entry| {
            let Entry::Occupied(mut occupied) = entry else {
                return None;
            };
            Some(match (method, value) {
                ("get", _) => json_value(occupied.get()),
                ("insert", Some(value)) => json_value(&occupied.insert(value)),
                ("remove", _) => json_value(&occupied.remove()),
                ("remove_entry", _) => {
                    let (key, value) = occupied.remove_entry();
                    Value::Tuple(vec![Value::String(key), json_value(&value)])
                }
                _ => return None,
            })
        });
        result
            .flatten()
            .ok_or_else(|| fatal(span, format!("`Entry::{method}` is not supported")))
    }

    /// `de.end()`: serde_json's check that only whitespace is left, reading to the end.
    fn deserializer_end(&mut self, de: &Rc<RefCell<JsonStreamDeserializer>>, span: Span) -> Eval {
        let reader = de.borrow().stream.clone();
        let label = self.text_of(span);
        self.record_op(span, label, Some(&reader), |_| {
            let Ok(mut de) = de.try_borrow_mut() else {
                return Err(fatal(span, "the deserializer is in use"));
            };
            Ok(match de.deserializer.end() {
                Ok(()) => Value::ok(Value::Unit),
                Err(error) => Value::Err(super::value::ErrorValue::Json(Rc::new(error))),
            })
        })
    }

    /// Runs `f` on serde_json's entry for `key` of the map in `map_slot`.
    fn with_json_entry<R>(
        &mut self,
        map_slot: &Slot,
        key: &str,
        f: impl FnOnce(serde_json::map::Entry<'_>) -> R,
    ) -> Option<R> {
        let mut held = map_slot.try_borrow_mut().ok()?;
        let Value::JsonMap(map) = &mut *held else {
            return None;
        };
        Some(f(Rc::make_mut(map).entry(key)))
    }
}
