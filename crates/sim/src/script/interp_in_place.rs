//! Methods that read or grow a string or byte buffer where it lives (`len`, `push_str`,
//! `extend_from_slice`), so a call costs what it reads or adds, never a copy of the value.

use super::interp_call::usize_value;
use super::interpreter::{Flow, Interpreter};
use super::value::text_of;
use super::value::{Slot, Value};
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
            && let Some(item) = super::interp_range::range_next(&mut slot.borrow_mut())
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
