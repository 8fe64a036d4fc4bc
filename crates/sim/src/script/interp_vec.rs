//! `Vec` and slice methods that edit or query the sequence where it lives (`pop`, `insert`,
//! `remove`, `truncate`, `swap`, `dedup`, `contains`, `to_vec`, `join`, `drain`), on vectors of bytes
//! and of any other values alike, with std's panics at the method's name (they are
//! `#[track_caller]`). A byte vector stays bytes: nothing is widened to values.

use super::interp_operators::binary;
use super::interpreter::{Eval, Flow, Interpreter, StdLocation, fatal};
use super::ir::{BinOp, IntTy};
use super::value::text_of;
use super::value::{BytesKind, IterState, Value, target_slot};
use crate::trace::Span;

pub(super) const VEC_METHODS: &[&str] = &[
    "pop",
    "insert",
    "remove",
    "truncate",
    "swap",
    "dedup",
    "contains",
    "to_vec",
    "join",
    "concat",
    "drain",
    "swap_remove",
    "split_off",
    "append",
    "resize",
    "reserve",
];

/// How many items one step of the budget pays for when a method walks the sequence.
const ITEMS_PER_STEP: usize = 16;

pub(super) fn equal(a: &Value, b: &Value, span: Span) -> Result<bool, Flow> {
    Ok(matches!(
        binary(BinOp::Eq, a.deref(), b.deref(), span)?,
        Value::Bool(true)
    ))
}

/// A byte vector's element as the value a script sees, and back.
fn byte_value(b: u8) -> Value {
    Value::Int(b.into(), IntTy::U8)
}

fn value_byte(value: &Value) -> u8 {
    match value.deref() {
        Value::Int(b, _) => b as u8,
        _ => 0,
    }
}

/// The methods that change the sequence, on a `Vec<T>` of either kind.
fn edit<T>(
    list: &mut Vec<T>,
    method: &str,
    index: impl Fn(usize) -> Result<usize, Flow>,
    item: impl Fn(usize) -> T,
    out: impl Fn(T) -> Value,
    same: impl Fn(&T, &T) -> Result<bool, Flow>,
    span: Span,
) -> Eval {
    let len = list.len();
    Ok(match method {
        "pop" => list
            .pop()
            .map_or(Value::None, |v| Value::Some(Box::new(out(v)))),
        "truncate" => {
            list.truncate(index(0)?);
            Value::Unit
        }
        "insert" => {
            let at = index(0)?;
            if at > len {
                return Err(Flow::Panic(
                    format!("insertion index (is {at}) should be <= len (is {len})"),
                    span,
                ));
            }
            list.insert(at, item(1));
            Value::Unit
        }
        "remove" => {
            let at = index(0)?;
            if at >= len {
                return Err(Flow::Panic(
                    format!("removal index (is {at}) should be < len (is {len})"),
                    span,
                ));
            }
            out(list.remove(at))
        }
        // Not `#[track_caller]`: std's own line is where it panics.
        "swap_remove" => {
            let at = index(0)?;
            if at >= len {
                return Err(Flow::StdPanic(
                    format!("swap_remove index (is {at}) should be < len (is {len})"),
                    StdLocation::VecSwapRemove,
                    span,
                ));
            }
            out(list.swap_remove(at))
        }
        "swap" => {
            let (a, b) = (index(0)?, index(1)?);
            if let Some(&bad) = [a, b].iter().find(|&&i| i >= len) {
                return Err(Flow::Panic(
                    format!("index out of bounds: the len is {len} but the index is {bad}"),
                    span,
                ));
            }
            list.swap(a, b);
            Value::Unit
        }
        // `dedup`: keeps the first of each run of equal items.
        _ => {
            let mut kept: Vec<T> = Vec::with_capacity(len);
            for next in list.drain(..) {
                match kept.last() {
                    Some(last) if same(last, &next)? => {}
                    _ => kept.push(next),
                }
            }
            *list = kept;
            Value::Unit
        }
    })
}

impl Interpreter<'_> {
    /// `Vec::from(x)` as the checker let it through (`check/vec_from.rs`): a new vector of an
    /// array's or a slice's items, or of a text's bytes.
    pub(super) fn vec_from(&mut self, value: &Value, span: Span) -> Eval {
        let value = match value.deref() {
            view @ Value::SliceRef(..) => view
                .viewed()
                .ok_or_else(|| fatal(span, "`Vec::from` of a slice its vector no longer covers"))?,
            value => value,
        };
        if let Value::List(items) = value {
            self.reserve_memory(items.len(), span)?;
            return Ok(Value::List(items));
        }
        let bytes = self.bytes_arg(&value, span)?;
        self.reserve_memory(bytes.len(), span)?;
        Ok(Value::Bytes(bytes, BytesKind::Vec))
    }
}

impl Interpreter<'_> {
    /// One of [`VEC_METHODS`] on a vector, slice or array; `None` for anything else.
    #[inline(never)]
    pub(super) fn vec_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !VEC_METHODS.contains(&method) {
            return None;
        }
        let slot = match receiver {
            Value::Ref(slot) => target_slot(slot),
            _ => std::rc::Rc::new(std::cell::RefCell::new(receiver.clone())),
        };
        let len = match &*slot.borrow() {
            Value::List(items) => items.len(),
            Value::Bytes(bytes, _) => bytes.len(),
            _ => return None,
        };
        let index = |i: usize| match values.get(i).map(Value::deref) {
            Some(Value::Int(n, _)) => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            _ => Err(fatal(span, format!("`{method}` takes an index"))),
        };
        Some((|| -> Eval {
            // Walking or shifting the items costs in proportion to them.
            self.charge((len / ITEMS_PER_STEP) as u64, span)?;
            match method {
                // The range leaves the vector at once (nothing can see it while the `Drain`
                // borrows it); its items move out as the iterator is walked, and what is left
                // drops with the iterator, as std's `Drain` drops it.
                "drain" => {
                    let Some(Value::Range(start, end, ..)) = values.first().map(Value::deref)
                    else {
                        return Err(fatal(span, "`drain` takes a range"));
                    };
                    let (from, to) =
                        super::interp_index::slice_bounds(start, end, len).map_err(|message| {
                            let at = if message.starts_with("range end") {
                                StdLocation::SliceRangeEnd
                            } else {
                                StdLocation::SliceRangeStart
                            };
                            Flow::StdPanic(message, at, span)
                        })?;
                    let drained: Vec<Value> = match &mut *slot.borrow_mut() {
                        Value::List(items) => items.drain(from..to).collect(),
                        Value::Bytes(bytes, _) => bytes.drain(from..to).map(byte_value).collect(),
                        _ => Vec::new(),
                    };
                    Ok(Value::Iter(std::rc::Rc::new(std::cell::RefCell::new(
                        IterState::Items(drained, 0),
                    ))))
                }
                "split_off" => {
                    let at = index(0)?;
                    if at > len {
                        return Err(Flow::Panic(
                            format!("`at` split index (is {at}) should be <= len (is {len})"),
                            span,
                        ));
                    }
                    Ok(match &mut *slot.borrow_mut() {
                        Value::Bytes(bytes, _) => Value::Bytes(bytes.split_off(at), BytesKind::Vec),
                        Value::List(items) => Value::List(items.split_off(at)),
                        _ => Value::Unit,
                    })
                }
                // `append(&mut other)`: every item of `other` moves over, `other` is left empty.
                "append" => {
                    let Some(Value::Ref(other)) = values.first() else {
                        return Err(fatal(span, "`append` takes `&mut` a vector"));
                    };
                    let taken = std::mem::take(&mut *target_slot(other).borrow_mut());
                    let mut held = slot.borrow_mut();
                    let (kept, rest) = match (&mut *held, taken) {
                        (Value::Bytes(bytes, _), Value::Bytes(more, kind)) => {
                            bytes.extend_from_slice(&more);
                            (Value::Bytes(Vec::new(), kind), None)
                        }
                        (Value::List(items), Value::List(mut more)) => {
                            items.append(&mut more);
                            (Value::List(more), None)
                        }
                        (_, other) => (Value::Unit, Some(other)),
                    };
                    drop(held);
                    *target_slot(other).borrow_mut() = rest.unwrap_or(kept);
                    Ok(Value::Unit)
                }
                // Shorter: the items cut off drop first to last, then the value given; longer:
                // clones of the value, the value itself last.
                "resize" => {
                    let new_len = index(0)?;
                    let value = values.get(1).cloned().unwrap_or_default();
                    self.reserve_memory(new_len.saturating_sub(len), span)?;
                    let cut = match &mut *slot.borrow_mut() {
                        Value::Bytes(bytes, _) => {
                            bytes.resize(new_len, value_byte(&value));
                            Vec::new()
                        }
                        Value::List(items) if new_len <= len => items.split_off(new_len),
                        Value::List(items) => {
                            items.extend(std::iter::repeat_n(value.clone(), new_len - len - 1));
                            items.push(value.clone());
                            Vec::new()
                        }
                        _ => Vec::new(),
                    };
                    for item in cut {
                        self.drop_value(item, span, "item");
                    }
                    if new_len <= len {
                        self.drop_value(value, span, "value");
                    }
                    Ok(Value::Unit)
                }
                // What a vector has reserved shows in no syscall and no output.
                "reserve" => Ok(Value::Unit),
                // The items cut off are dropped first to last, as std drops a slice.
                "truncate" if matches!(&*slot.borrow(), Value::List(_)) => {
                    let at = index(0)?;
                    let cut = match &mut *slot.borrow_mut() {
                        Value::List(items) if at < items.len() => items.split_off(at),
                        _ => Vec::new(),
                    };
                    for item in cut {
                        self.drop_value(item, span, "item");
                    }
                    Ok(Value::Unit)
                }
                "contains" => {
                    let wanted = values
                        .first()
                        .ok_or_else(|| fatal(span, "`contains` takes a value"))?;
                    let found = match &*slot.borrow() {
                        Value::Bytes(bytes, _) => bytes.contains(&value_byte(wanted)),
                        Value::List(items) => {
                            let mut found = false;
                            for item in items {
                                if equal(item, wanted, span)? {
                                    found = true;
                                    break;
                                }
                            }
                            found
                        }
                        _ => false,
                    };
                    Ok(Value::Bool(found))
                }
                "to_vec" => {
                    self.reserve_memory(len, span)?;
                    Ok(match &*slot.borrow() {
                        Value::Bytes(bytes, _) => Value::Bytes(bytes.clone(), BytesKind::Vec),
                        other => other.clone(),
                    })
                }
                "join" | "concat" => {
                    let separator = match values.first() {
                        None => String::new(),
                        Some(v) => text_of(&v.deref())
                            .ok_or_else(|| fatal(span, "`join` takes a separator"))?,
                    };
                    let texts = match &*slot.borrow() {
                        Value::List(items) => items
                            .iter()
                            .map(|item| text_of(&item.deref()))
                            .collect::<Option<Vec<String>>>(),
                        _ => None,
                    }
                    .ok_or_else(|| fatal(span, "`join` joins text"))?;
                    let joined = texts.join(&separator);
                    self.reserve_memory(joined.len(), span)?;
                    Ok(Value::String(joined))
                }
                _ => {
                    let mut held = slot.borrow_mut();
                    match &mut *held {
                        Value::Bytes(bytes, _) => edit(
                            bytes,
                            method,
                            index,
                            |i| values.get(i).map_or(0, value_byte),
                            byte_value,
                            |a, b| Ok(a == b),
                            span,
                        ),
                        Value::List(items) => edit(
                            items,
                            method,
                            index,
                            |i| values.get(i).cloned().unwrap_or_default(),
                            |v| v,
                            |a, b| equal(a, b, span),
                            span,
                        ),
                        _ => Err(fatal(span, format!("`{method}` needs a vector"))),
                    }
                }
            }
        })())
    }
}

impl Interpreter<'_> {
    /// `get`, `iter_mut`, `extend` and `extend_from_slice` of a vector, slice or string;
    /// `None` for another
    /// method or receiver.
    pub(super) fn element_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        match (method, values) {
            ("get", [index]) => super::interp_index::checked_get(receiver, index).map(Ok),
            ("get_mut", [index]) => {
                let index = match index.deref() {
                    Value::Int(i, _) => usize::try_from(i).unwrap_or(usize::MAX),
                    _ => return None,
                };
                self.lend_item(receiver, |len| (index < len).then_some(index))
                    .map(Ok)
            }
            ("first_mut", []) => self
                .lend_item(receiver, |len| (len > 0).then_some(0))
                .map(Ok),
            ("last_mut", []) => self.lend_item(receiver, |len| len.checked_sub(1)).map(Ok),
            ("iter_mut", []) => iter_mut(receiver).map(Ok),
            // Each item of the slice cloned in: what `extend` of `&[T]` does too.
            ("extend" | "extend_from_slice", [_]) => self.extend(receiver, values, span),
            _ => None,
        }
    }

    /// `Some(&mut item)` of the item `which` picks (given the length) of the vector or view
    /// `receiver` refers to, lent out where it lives as `&mut v[i]` is; `None` (the value)
    /// when it picks none, and `None` (no answer) for a receiver that is no such place.
    fn lend_item(
        &mut self,
        receiver: &Value,
        which: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Value> {
        let (vec, start, end) = items_in_place(receiver)?;
        let Some(at) = which(end - start).map(|i| start + i) else {
            return Some(Value::None);
        };
        let item = match &*vec.borrow() {
            Value::List(items) => items.get(at)?.clone(),
            Value::Bytes(bytes, _) => Value::Int(i128::from(*bytes.get(at)?), IntTy::U8),
            _ => return None,
        };
        let storage = self.lend_out(&vec, at, item);
        Some(Value::Some(Box::new(Value::Ref(storage))))
    }

    /// `v.extend(items)`, `s.extend(items)`: each item pushed in order, as std's `Extend`
    /// impls do (a `&T` item copied, a `char` or text appended); `None` when the receiver is
    /// not a vector or a string.
    pub(super) fn extend(
        &mut self,
        receiver: &Value,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        let Value::Ref(slot) = receiver else {
            return None;
        };
        let slot = target_slot(slot);
        if !matches!(
            &*slot.borrow(),
            Value::List(_) | Value::Bytes(..) | Value::String(_)
        ) {
            return None;
        }
        let items = values.first()?.clone();
        Some((|| -> Eval {
            let mut state =
                IterState::from_value(items, span).map_err(|message| fatal(span, message))?;
            // The items are made first (they may run closures), then stored.
            let mut made = Vec::new();
            while let Some(item) = self.next_item(&mut state, span)? {
                self.reserve_memory(size_of::<Value>(), span)?;
                made.push(item.deref());
            }
            match &mut *slot.borrow_mut() {
                Value::List(items) => items.extend(made),
                Value::Bytes(bytes, _) => bytes.extend(made.iter().map(value_byte)),
                Value::String(text) => {
                    for item in &made {
                        match item {
                            Value::Char(c) => text.push(*c),
                            other => text.push_str(&text_of(other).unwrap_or_default()),
                        }
                    }
                }
                _ => {}
            }
            Ok(Value::Unit)
        })())
    }
}

/// `v.iter_mut()` of a vector held in storage, or of a `&mut v[a..b]` view of one: its items
/// lent out one at a time where they live ([`super::value::LentItems`]); `None` for anything
/// else.
fn iter_mut(receiver: &Value) -> Option<Value> {
    let (vec, start, end) = items_in_place(receiver)?;
    let lent = super::value::LentItems {
        vec,
        next: start,
        end,
        lent: None,
    };
    Some(Value::Iter(std::rc::Rc::new(std::cell::RefCell::new(
        IterState::Lent(lent),
    ))))
}

/// The vector (of values or of bytes) `receiver` refers to and the part of it it covers: all
/// of it for a reference to the vector, `a..b` for a `&mut v[a..b]` view; `None` for anything
/// else.
pub(super) fn items_in_place(receiver: &Value) -> Option<(super::value::Slot, usize, usize)> {
    let (slot, bounds) = match receiver {
        Value::SliceRef(of, start, end) => (target_slot(of), Some((*start, *end))),
        Value::Ref(slot) => {
            let slot = target_slot(slot);
            let view = match &*slot.borrow() {
                Value::SliceRef(..) => Some(slot.borrow().clone()),
                _ => None,
            };
            if let Some(view) = view {
                return items_in_place(&view);
            }
            (slot, None)
        }
        _ => return None,
    };
    let len = match &*slot.borrow() {
        Value::List(items) => items.len(),
        Value::Bytes(bytes, _) => bytes.len(),
        _ => return None,
    };
    let (start, end) = bounds.unwrap_or((0, len));
    (start <= end && end <= len).then_some((slot, start, end))
}
