//! Slice and `Vec` queries that hand out pieces or search (`windows`, `chunks`, `split_at`,
//! `starts_with`, `ends_with`, `binary_search`) and `Vec::retain`, run on the items where
//! they are; the pieces are copies, as the interpreter keeps every slice.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_closure::{closure_arg, truthy};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::IntTy;
use super::value::IterState;
use super::value::{BytesKind, ErrorValue, Slot, Value, target_slot};
use crate::trace::Span;

/// The methods this file runs.
pub const SLICE_METHODS: &[&str] = &[
    "windows",
    "chunks",
    "chunks_exact",
    "rchunks",
    "split_at",
    "split_at_mut",
    "split_first",
    "split_last",
    "starts_with",
    "ends_with",
    "binary_search",
    "retain",
    "retain_mut",
    "dedup_by_key",
    "dedup_by",
];

/// Runs `edit` on the items of the vector in `slot`, where it lives (bytes are edited as `u8`
/// values and written back as bytes); `None` if the slot holds no vector.
pub(super) fn edit_items<T>(slot: &Slot, edit: impl FnOnce(&mut Vec<Value>) -> T) -> Option<T> {
    let taken = std::mem::take(&mut *slot.borrow_mut());
    let (mut items, bytes) = match taken {
        Value::List(items) => (items, None),
        Value::Bytes(bytes, kind) => (
            bytes
                .iter()
                .map(|&b| Value::Int(b.into(), IntTy::U8))
                .collect(),
            Some(kind),
        ),
        other => {
            *slot.borrow_mut() = other;
            return None;
        }
    };
    let result = edit(&mut items);
    *slot.borrow_mut() = match bytes {
        None => Value::List(items),
        Some(kind) => Value::Bytes(
            items
                .iter()
                .map(|item| match item {
                    Value::Int(b, _) => *b as u8,
                    _ => 0,
                })
                .collect(),
            kind,
        ),
    };
    Some(result)
}

/// The items of a slice in `range` (cut to its length), whichever way the interpreter keeps
/// them.
fn items_of(value: &Value, range: std::ops::Range<usize>) -> Option<Vec<Value>> {
    let cut = |len: usize| range.start.min(len)..range.end.min(len);
    match value {
        Value::List(items) | Value::Tuple(items) => Some(items[cut(items.len())].to_vec()),
        Value::Bytes(bytes, _) => Some(
            bytes[cut(bytes.len())]
                .iter()
                .map(|&b| Value::Int(b.into(), IntTy::U8))
                .collect(),
        ),
        _ => None,
    }
}

impl Interpreter<'_> {
    /// One of [`SLICE_METHODS`] on a vector or slice; `None` for any other receiver or method.
    /// `method_span` is where std's `#[track_caller]` panics point.
    #[inline(never)]
    pub(super) fn slice_query(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        method_span: Span,
    ) -> Option<Eval> {
        if !SLICE_METHODS.contains(&method) {
            return None;
        }
        if method == "split_at_mut" {
            return Some(split_at_mut(receiver, values, method_span));
        }
        if matches!(
            method,
            "retain" | "retain_mut" | "dedup_by_key" | "dedup_by"
        ) {
            return self.edit_through_closure(receiver, method, values, method_span);
        }
        let (len, is_bytes) = receiver.peek(|value| match value {
            Value::List(items) => Some((items.len(), false)),
            Value::Bytes(bytes, _) => Some((bytes.len(), true)),
            _ => None,
        })?;
        let size = |i: usize| match values.get(i).map(Value::deref) {
            Some(Value::Int(n, _)) => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            _ => Err(fatal(method_span, format!("`{method}` takes a size"))),
        };
        // A piece as the interpreter keeps slices: bytes, or a list of values.
        let piece = |range: std::ops::Range<usize>| {
            receiver
                .peek(|value| match value {
                    Value::List(items) => Some(Value::List(items[range.clone()].to_vec())),
                    Value::Bytes(bytes, _) => Some(Value::Bytes(
                        bytes[range.clone()].to_vec(),
                        BytesKind::Literal,
                    )),
                    _ => None,
                })
                .unwrap_or_default()
        };
        Some((|| -> Eval {
            match method {
                "windows" | "chunks" | "chunks_exact" | "rchunks" => {
                    let n = size(0)?;
                    if n == 0 {
                        let what = if method == "windows" {
                            "window"
                        } else {
                            "chunk"
                        };
                        return Err(Flow::Panic(
                            format!("{what} size must be non-zero"),
                            method_span,
                        ));
                    }
                    let ranges: Vec<std::ops::Range<usize>> = match method {
                        "windows" => (0..len.saturating_sub(n - 1)).map(|i| i..i + n).collect(),
                        // Only whole chunks; the rest is the iterator's `remainder()`.
                        "chunks_exact" => (0..len / n).map(|i| i * n..i * n + n).collect(),
                        // From the end: the short chunk, if any, comes last.
                        "rchunks" => (0..len.div_ceil(n))
                            .map(|i| len.saturating_sub((i + 1) * n)..len - i * n)
                            .collect(),
                        _ => (0..len).step_by(n).map(|i| i..(i + n).min(len)).collect(),
                    };
                    let total: usize = ranges.iter().map(std::ops::Range::len).sum();
                    let each = if is_bytes { 1 } else { size_of::<Value>() };
                    self.reserve_memory(total.saturating_mul(each), method_span)?;
                    self.charge((total / 64) as u64, method_span)?;
                    let pieces = ranges.into_iter().map(piece).collect();
                    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                        pieces, 0,
                    )))))
                }
                // `(&first, rest)` / `(&last, rest)`: the item lent as a reference to a copy,
                // as every slice the interpreter keeps is one.
                "split_first" | "split_last" => {
                    if len == 0 {
                        return Ok(Value::None);
                    }
                    let (at, rest) = if method == "split_first" {
                        (0, 1..len)
                    } else {
                        (len - 1, 0..len - 1)
                    };
                    let item = piece(at..at + 1);
                    let item = match item {
                        Value::List(mut items) => items.pop().unwrap_or_default(),
                        Value::Bytes(bytes, _) => Value::Int(i128::from(bytes[0]), IntTy::U8),
                        other => other,
                    };
                    let item = Value::Ref(Rc::new(RefCell::new(item)));
                    Ok(Value::Some(Box::new(Value::Tuple(vec![item, piece(rest)]))))
                }
                "split_at" => {
                    let mid = size(0)?;
                    if mid > len {
                        return Err(Flow::Panic("mid > len".into(), method_span));
                    }
                    Ok(Value::Tuple(vec![piece(0..mid), piece(mid..len)]))
                }
                "starts_with" | "ends_with" => {
                    let needle = values
                        .first()
                        .and_then(|v| v.peek(|needle| items_of(needle, 0..usize::MAX)))
                        .ok_or_else(|| fatal(method_span, format!("`{method}` takes a slice")))?;
                    if needle.len() > len {
                        return Ok(Value::Bool(false));
                    }
                    let start = if method == "starts_with" {
                        0
                    } else {
                        len - needle.len()
                    };
                    // Only the part compared is copied.
                    let own = receiver
                        .peek(|value| items_of(value, start..start + needle.len()))
                        .unwrap_or_default();
                    let mut same = true;
                    for (a, b) in own.iter().zip(&needle) {
                        if !super::interp_vec::equal(a, b, method_span)? {
                            same = false;
                            break;
                        }
                    }
                    Ok(Value::Bool(same))
                }
                _ => self.binary_search(receiver, values, method_span),
            }
        })())
    }

    /// `binary_search`: std's own search, over the items where they are.
    fn binary_search(&mut self, receiver: &Value, values: &[Value], span: Span) -> Eval {
        let wanted = values
            .first()
            .map(Value::deref)
            .ok_or_else(|| fatal(span, "`binary_search` takes a value"))?;
        let wanted = super::value::MapKey::of(&wanted).ok_or_else(|| {
            fatal(
                span,
                format!("searching `{}` is not supported", wanted.type_name()),
            )
        })?;
        let order = |item: &Value| {
            super::value::MapKey::of(item).map_or(std::cmp::Ordering::Less, |k| k.cmp(&wanted))
        };
        let found = receiver
            .peek(|value| match value {
                Value::List(items) => Some(items.binary_search_by(&order)),
                Value::Bytes(bytes, _) => {
                    Some(bytes.binary_search_by(|&b| order(&Value::Int(b.into(), IntTy::U8))))
                }
                _ => None,
            })
            .ok_or_else(|| fatal(span, "`binary_search` on this value is not supported"))?;
        let index = |i: usize| Value::Int(i as i128, IntTy::Usize);
        Ok(match found {
            Ok(at) => Value::ok(index(at)),
            Err(at) => Value::Err(ErrorValue::Value(Rc::new(index(at)))),
        })
    }
}

impl Interpreter<'_> {
    /// `retain`, `retain_mut`, `dedup_by_key` and `dedup_by` as std runs them: the retains
    /// call their closure on each item once, first to last; the dedups compare each item after the first
    /// with the last one kept, the item first (`dedup_by_key` calls its key on the item, then
    /// on the one kept). What a closure writes through its `&mut` stays; an item turned away
    /// drops then.
    fn edit_through_closure(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        let Value::Ref(slot) = receiver else {
            return None;
        };
        let slot = target_slot(slot);
        let f = match closure_arg(values, 0, span) {
            Ok(f) => f,
            Err(flow) => return Some(Err(flow)),
        };
        let mut failed = None;
        edit_items(&slot, |items| {
            let mut kept: Vec<Value> = Vec::with_capacity(items.len());
            for item in items.drain(..) {
                if failed.is_some() {
                    kept.push(item);
                    continue;
                }
                let item = Rc::new(RefCell::new(item));
                let keep = if method.starts_with("retain") {
                    self.call1(&f, Value::Ref(item.clone()), span)
                        .map(|answer| truthy(&answer))
                } else if let Some(previous) = kept.last_mut() {
                    let before = Rc::new(RefCell::new(std::mem::take(previous)));
                    let same = self.same_bucket(&f, method, &item, &before, span);
                    *previous = before.take();
                    same.map(|same| !same)
                } else {
                    Ok(true)
                };
                let item = item.take();
                match keep {
                    Ok(true) => kept.push(item),
                    Ok(false) => self.drop_value(item, span, "item"),
                    Err(flow) => {
                        failed = Some(flow);
                        kept.push(item);
                    }
                }
            }
            *items = kept;
        })?;
        Some(match failed {
            Some(flow) => Err(flow),
            None => Ok(Value::Unit),
        })
    }

    /// Whether `item` goes with the one kept `before` it: `dedup_by`'s answer, or
    /// `dedup_by_key`'s keys compared.
    fn same_bucket(
        &mut self,
        f: &super::value::Closure,
        method: &str,
        item: &Slot,
        before: &Slot,
        span: Span,
    ) -> Result<bool, Flow> {
        if method == "dedup_by" {
            let args = vec![Value::Ref(item.clone()), Value::Ref(before.clone())];
            return self
                .call_closure(f, args, span)
                .map(|answer| truthy(&answer));
        }
        let key = self.call1(f, Value::Ref(item.clone()), span)?;
        let key_before = self.call1(f, Value::Ref(before.clone()), span)?;
        let same = super::interp_vec::equal(&key, &key_before, span)?;
        self.drop_value(key_before, span, "key");
        self.drop_value(key, span, "key");
        Ok(same)
    }
}

/// Methods of a slice that change its items in place, keeping its length: on a `&mut v[a..b]`
/// view they must reach the vector, so they never run on a copy of what it views (they run on
/// a copy of the part that is then written back, `interp_view`).
pub(super) const EDITING: &[&str] = &[
    "fill",
    "fill_with",
    "copy_from_slice",
    "clone_from_slice",
    "copy_within",
    "swap",
    "swap_with_slice",
    "reverse",
    "sort",
    "sort_unstable",
    "sort_by",
    "sort_by_key",
    "sort_unstable_by",
    "sort_unstable_by_key",
    "rotate_left",
    "rotate_right",
    "make_ascii_uppercase",
    "make_ascii_lowercase",
];

/// Methods of a slice that hand out `&mut` references into it: on a view, a copy of its part
/// would lend the copy. `iter_mut` lends a view's items where they live (`interp_vec`).
pub(super) const LENDING: &[&str] = &[
    "iter_mut",
    "split_at_mut",
    "chunks_mut",
    "first_mut",
    "last_mut",
    "get_mut",
];

/// Whether `method` changes a slice's items or lends them out mutably.
pub(super) fn changes_items(method: &str) -> bool {
    EDITING.contains(&method) || LENDING.contains(&method)
}

/// Whether `value` is (a reference to) a `&mut buf[a..b]` view, seen without copying it.
pub(super) fn is_view(value: &Value) -> bool {
    match value {
        Value::SliceRef(..) => true,
        Value::Ref(slot) => slot.try_borrow().is_ok_and(|inner| is_view(&inner)),
        _ => false,
    }
}

/// What a method that only reads sees of `value`: what a `&mut v[a..b]` view holds
/// (a copy, as every slice the interpreter keeps), or the value itself.
pub(super) fn read_through_view(value: Value, method: &str) -> Value {
    if !matches!(value, Value::SliceRef(..)) {
        return value;
    }
    // Its length is the view's own (`length`): a `view.len()` loop must not copy the bytes.
    if changes_items(method) || matches!(method, "len" | "is_empty") {
        return value;
    }
    value.viewed().unwrap_or(value)
}

/// `v.split_at_mut(mid)`: two views of `v` where it lives, as `&mut v[..mid]` and
/// `&mut v[mid..]` are, so a write through either is a write to `v`.
fn split_at_mut(receiver: &Value, values: &[Value], span: Span) -> Eval {
    let viewed = match receiver {
        Value::SliceRef(of, start, end) => Some((target_slot(of), *start, end - start)),
        Value::Ref(slot) => super::interp_index::viewable(&target_slot(slot), true),
        _ => None,
    };
    let Some((of, offset, len)) = viewed else {
        return Err(fatal(span, "`split_at_mut` takes a vector or a slice"));
    };
    let mid = match values.first().map(Value::deref) {
        Some(Value::Int(n, _)) => usize::try_from(n).unwrap_or(usize::MAX),
        _ => return Err(fatal(span, "`split_at_mut` takes a position")),
    };
    if mid > len {
        return Err(Flow::Panic("mid > len".into(), span));
    }
    Ok(Value::Tuple(vec![
        Value::SliceRef(of.clone(), offset, offset + mid),
        Value::SliceRef(of, offset + mid, offset + len),
    ]))
}
