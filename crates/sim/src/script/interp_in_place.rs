//! Methods that read or grow a string or byte buffer where it lives (`len`, `push_str`,
//! `extend_from_slice`), so a call costs what it reads or adds, never a copy of the value.

use super::interp_call::usize_value;
use super::interpreter::{Flow, Interpreter};
use super::value::text_of;
use super::value::{RangeShape, Slot, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// Methods that read or grow a string or byte buffer where it lives, so a call costs what
    /// it reads or adds, never a copy of the whole value (`v.len()` on a 50 MB `Vec` in a
    /// loop). `None`: not one of them; the caller handles it on a copy.
    pub(super) fn method_in_place(
        &mut self,
        slot: &Slot,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if method == "to_mut" {
            return Ok(cow_to_mut(slot));
        }
        if method == "next"
            && let Some(item) = range_next(&mut slot.borrow_mut())
        {
            return Ok(Some(item));
        }
        let extra = match (method, &*slot.borrow()) {
            ("len", value) => return Ok(length(value).map(usize_value)),
            ("is_empty", value) => return Ok(length(value).map(|n| Value::Bool(n == 0))),
            ("push_str" | "push" | "write_str" | "write_char", Value::String(_)) => {
                match values.first() {
                    Some(Value::Char(c)) => c.to_string().into_bytes(),
                    Some(other) => match text_of(other) {
                        Some(text) => text.into_bytes(),
                        None => return Ok(None),
                    },
                    None => return Ok(None),
                }
            }
            ("push" | "extend_from_slice", Value::Bytes(..)) => match values.first() {
                Some(Value::Int(b, _)) => vec![*b as u8],
                // `v.extend_from_slice(&v)` never comes here: rustc refuses it (E0502), and so
                // does the checker.
                Some(other) => self.bytes_arg(other, span)?,
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        // Growing past the capacity reallocates, at least doubling it (std's amortized growth).
        let (len, capacity) = match &*slot.borrow() {
            Value::String(s) => (s.len(), s.capacity()),
            Value::Bytes(b, _) => (b.len(), b.capacity()),
            _ => (0, 0),
        };
        let needed = len + extra.len();
        let growth = if needed > capacity {
            needed.max(2 * capacity) - capacity
        } else {
            0
        };
        self.reserve_memory(growth, span)?;
        match &mut *slot.borrow_mut() {
            Value::String(s) => s.push_str(&String::from_utf8_lossy(&extra)),
            Value::Bytes(b, _) => b.extend_from_slice(&extra),
            _ => return Ok(None),
        }
        // `fmt::Write`'s methods answer a `fmt::Result`; a `String` never fails.
        Ok(Some(if method.starts_with("write") {
            Value::ok(Value::Unit)
        } else {
            Value::Unit
        }))
    }
}

/// `Cow<str>::to_mut`: a borrowed text becomes the `String` it owns from then on (std's
/// `Cow::Owned(borrowed.to_owned())`), and the `&mut` points at it where it lives.
fn cow_to_mut(slot: &Slot) -> Option<Value> {
    let owned = match &*slot.borrow() {
        Value::Str(text) => Some(text.to_string()),
        Value::String(_) => None,
        _ => return None,
    };
    if let Some(owned) = owned {
        *slot.borrow_mut() = Value::String(owned);
    }
    Some(Value::Ref(slot.clone()))
}

/// `Iterator::next` of a half-open range where it lives (`let mut r = 0..3; r.next()`), as
/// std's: the start while it is below the end, which then moves on by one; `None` for any
/// other value.
pub(super) fn range_next(value: &mut Value) -> Option<Value> {
    if let Value::CharRange(start, end, RangeShape::HalfOpen) = value {
        let mut next = u32::from(*start);
        let item = super::iteration::next_char(&mut next, u32::from(*end));
        // Past its last char a range stays empty where it ended.
        *start = char::from_u32(next).unwrap_or(*end);
        return Some(item.map_or(Value::None, |c| Value::Some(Box::new(Value::Char(c)))));
    }
    let Value::Range(start, end, ty, RangeShape::HalfOpen) = value else {
        return None;
    };
    if *start >= *end {
        return Some(Value::None);
    }
    let item = Value::Int(*start, *ty);
    *start += 1;
    Some(Value::Some(Box::new(item)))
}

/// `contains` of a range of integers or chars, as std's `RangeBounds::contains`: at or above
/// its start (if it has one) and below its end, or at it for `..=`; `None` for another pair.
pub(super) fn range_contains(range: &Value, item: &Value) -> Option<bool> {
    let (start, end, shape, item) = match (range, item) {
        // An inclusive end is kept one past the last value (see `Value::Range`).
        (Value::Range(start, end, _, shape), Value::Int(n, _)) => (*start, *end, *shape, *n),
        (Value::CharRange(start, end, shape), Value::Char(c)) => {
            let end = i128::from(u32::from(*end));
            let past = matches!(shape, RangeShape::Inclusive | RangeShape::ToInclusive);
            (
                u32::from(*start).into(),
                end + i128::from(past),
                *shape,
                u32::from(*c).into(),
            )
        }
        _ => return None,
    };
    let above = matches!(
        shape,
        RangeShape::To | RangeShape::ToInclusive | RangeShape::Full
    ) || item >= start;
    let below = matches!(shape, RangeShape::From | RangeShape::Full) || item < end;
    Some(above && below)
}

/// The length `len()` answers for a value that has one.
pub(super) fn length(value: &Value) -> Option<usize> {
    match value {
        Value::Str(s) => Some(s.len()),
        Value::String(s) => Some(s.len()),
        Value::Bytes(b, _) => Some(b.len()),
        Value::List(items) => Some(items.len()),
        Value::Stream(stream) => stream.borrow().memory().map(<[u8]>::len),
        Value::Json(json) => json
            .as_array()
            .map(Vec::len)
            .or_else(|| json.as_object().map(|o| o.len())),
        Value::JsonMap(map) => Some(map.len()),
        Value::SliceRef(_, start, end) => Some(end.saturating_sub(*start)),
        // `ExactSizeIterator::len` (`env::args().len()`): the items not yet taken.
        Value::Iter(state) => match &*state.borrow() {
            super::value::IterState::Items(items, taken) => {
                Some(items.len().saturating_sub(*taken))
            }
            _ => None,
        },
        _ => None,
    }
}
