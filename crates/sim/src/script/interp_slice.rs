//! Slice and `Vec` queries that hand out pieces or search (`windows`, `chunks`, `split_at`,
//! `starts_with`, `ends_with`, `binary_search`) and `Vec::retain`, run on the items where
//! they are; the pieces are copies, as the interpreter keeps every slice.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_closure::{by_ref, closure_arg, truthy};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::IntTy;
use super::iteration::IterState;
use super::value::{BytesKind, ErrorValue, Value, target_slot};
use crate::trace::Span;

/// The methods this file runs.
pub const SLICE_METHODS: &[&str] = &[
    "windows",
    "chunks",
    "split_at",
    "starts_with",
    "ends_with",
    "binary_search",
    "retain",
];

/// A slice's items, whichever way the interpreter keeps them.
fn items_of(value: &Value) -> Option<Vec<Value>> {
    match value {
        Value::List(items) => Some(items.clone()),
        Value::Tuple(items) => Some(items.clone()),
        Value::Bytes(bytes, _) => Some(
            bytes
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
        if method == "retain" {
            return self.retain(receiver, values, method_span);
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
                "windows" | "chunks" => {
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
                    let ranges: Vec<std::ops::Range<usize>> = if method == "windows" {
                        (0..len.saturating_sub(n - 1)).map(|i| i..i + n).collect()
                    } else {
                        (0..len).step_by(n).map(|i| i..(i + n).min(len)).collect()
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
                        .and_then(|v| v.peek(items_of))
                        .ok_or_else(|| fatal(method_span, format!("`{method}` takes a slice")))?;
                    if needle.len() > len {
                        return Ok(Value::Bool(false));
                    }
                    let start = if method == "starts_with" {
                        0
                    } else {
                        len - needle.len()
                    };
                    let own = receiver
                        .peek(|value| {
                            items_of(value).map(|all| all[start..start + needle.len()].to_vec())
                        })
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

    /// `binary_search`: std's own search over the items' order.
    fn binary_search(&mut self, receiver: &Value, values: &[Value], span: Span) -> Eval {
        let key = |value: &Value| {
            super::interp_map::MapKey::of(&value.deref()).ok_or_else(|| {
                fatal(
                    span,
                    format!("searching `{}` is not supported", value.type_name()),
                )
            })
        };
        let wanted = key(values
            .first()
            .ok_or_else(|| fatal(span, "`binary_search` takes a value"))?)?;
        let keys = receiver
            .peek(items_of)
            .unwrap_or_default()
            .iter()
            .map(key)
            .collect::<Result<Vec<_>, _>>()?;
        let index = |i: usize| Value::Int(i as i128, IntTy::Usize);
        Ok(match keys.binary_search(&wanted) {
            Ok(found) => Value::ok(index(found)),
            Err(at) => Value::Err(ErrorValue::Value(Rc::new(index(at)))),
        })
    }

    /// `Vec::retain`: keeps the items the closure answers `true` for, in order.
    fn retain(&mut self, receiver: &Value, values: &[Value], span: Span) -> Option<Eval> {
        let Value::Ref(slot) = receiver else {
            return None;
        };
        let slot = target_slot(slot);
        let f = match closure_arg(values, 0, span) {
            Ok(f) => f,
            Err(flow) => return Some(Err(flow)),
        };
        let taken = std::mem::take(&mut *slot.borrow_mut());
        let (items, bytes) = match taken {
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
        let mut kept = Vec::with_capacity(items.len());
        let mut failed = None;
        for item in items {
            if failed.is_some() {
                kept.push(item);
                continue;
            }
            match self.call1(&f, by_ref(&item), span) {
                Ok(answer) if truthy(&answer) => kept.push(item),
                Ok(_) => {}
                Err(flow) => {
                    failed = Some(flow);
                    kept.push(item);
                }
            }
        }
        *slot.borrow_mut() = match bytes {
            None => Value::List(kept),
            Some(kind) => Value::Bytes(
                kept.iter()
                    .map(|item| match item {
                        Value::Int(b, _) => *b as u8,
                        _ => 0,
                    })
                    .collect(),
                kind,
            ),
        };
        Some(match failed {
            Some(flow) => Err(flow),
            None => Ok(Value::Unit),
        })
    }
}
