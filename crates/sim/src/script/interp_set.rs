//! `HashSet` and `BTreeSet` at run time, and `VecDeque`'s own methods. A set keeps its items
//! in order, as a map keeps its keys (`value/map_entries.rs`); a `HashSet` iterates in that
//! order, one of the orders a compiled program's random seed can give. A `VecDeque` is its
//! items in order, held as a `Vec`'s are: its ring layout is not observable through the
//! methods bufscope runs.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_call::usize_value;
use super::interp_map::key_of;
use super::interpreter::{Flow, Interpreter};
use super::value::{IterState, Value, target_slot};
use crate::trace::Span;

impl Interpreter<'_> {
    /// A method of a set; `None` if the receiver is no set or `method` is not one of these.
    pub(super) fn set_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let slot = match receiver {
            Value::Ref(slot) => target_slot(slot),
            Value::Set(..) => Rc::new(RefCell::new(receiver.clone())),
            _ => return Ok(None),
        };
        if matches!(method, "iter" | "into_iter") {
            self.note_hash_order(&slot.borrow(), span);
        }
        let mut set = slot.borrow_mut();
        let Value::Set(_, entries) = &mut *set else {
            return Ok(None);
        };
        let item = || key_of(args, span);
        let result = match method {
            // std's `insert` keeps the item already there and answers `false`.
            "insert" => {
                let (key, owned) = item()?;
                let new = !entries.0.contains_key(&key);
                if new {
                    entries
                        .0
                        .insert(key, (owned, Rc::new(RefCell::new(Value::Unit))));
                }
                Value::Bool(new)
            }
            "contains" => Value::Bool(entries.0.contains_key(&item()?.0)),
            "remove" => Value::Bool(entries.0.remove(&item()?.0).is_some()),
            "len" => usize_value(entries.0.len()),
            "is_empty" => Value::Bool(entries.0.is_empty()),
            "clear" => {
                entries.0.clear();
                Value::Unit
            }
            "iter" => Value::Iter(Rc::new(RefCell::new(IterState::Items(
                entries
                    .0
                    .values()
                    .map(|(item, _)| Value::Ref(Rc::new(RefCell::new(item.clone()))))
                    .collect(),
                0,
            )))),
            "into_iter" => Value::Iter(Rc::new(RefCell::new(IterState::Items(
                std::mem::take(&mut entries.0)
                    .into_values()
                    .map(|(item, _)| item)
                    .collect(),
                0,
            )))),
            _ => return Ok(None),
        };
        Ok(Some(result))
    }

    /// `push_back`, `push_front`, `pop_front`, `pop_back`, `front`, `back` of a `VecDeque`;
    /// `None` for any other method (the rest are a `Vec`'s, on the same items).
    pub(super) fn deque_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
    ) -> Option<Value> {
        if !matches!(
            method,
            "push_back" | "push_front" | "pop_front" | "pop_back" | "front" | "back"
        ) {
            return None;
        }
        let Value::Ref(slot) = receiver else {
            return None;
        };
        let slot = target_slot(slot);
        let mut list = slot.borrow_mut();
        let Value::List(items) = &mut *list else {
            return None;
        };
        let some = |item: Option<Value>| item.map_or(Value::None, |v| Value::Some(Box::new(v)));
        let by_ref =
            |item: Option<&Value>| some(item.map(|v| Value::Ref(Rc::new(RefCell::new(v.clone())))));
        Some(match method {
            "push_back" => {
                items.push(args.first().cloned().unwrap_or_default());
                Value::Unit
            }
            "push_front" => {
                items.insert(0, args.first().cloned().unwrap_or_default());
                Value::Unit
            }
            "pop_back" => some(items.pop()),
            "pop_front" => some((!items.is_empty()).then(|| items.remove(0))),
            "front" => by_ref(items.first()),
            _ => by_ref(items.last()),
        })
    }
}
