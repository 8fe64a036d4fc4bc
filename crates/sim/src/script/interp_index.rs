//! Indexing and slicing: `xs[i]`, `&xs[a..b]`, `&s[a..b]`, a map's value, a JSON member, with
//! the panics core gives for out-of-range indices and bad char boundaries.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_place::{Indexed, index_span};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Expr, ExprKind, IntTy};
use super::value::{BytesKind, Value, target_slot, text_of};
use crate::trace::Span;

impl Interpreter<'_> {
    pub(super) fn eval_ref(&mut self, inner: &Expr, mutable: bool) -> Eval {
        match &inner.kind {
            // `&None` refers to a new value (`None` is not a variable).
            ExprKind::Var(name) if name != "None" || self.lookup(name, inner.span).is_ok() => {
                Ok(Value::Ref(self.lookup(name, inner.span)?))
            }
            ExprKind::Field(..) if let Some(slot) = self.place_slot(inner)? => Ok(Value::Ref(slot)),
            ExprKind::Index(base, index) => {
                if let ExprKind::Range { .. } = &index.kind
                    && let Some(slot) = self.place_slot(base)?
                    && let Some((of, offset, len)) = viewable(&target_slot(&slot), mutable)
                {
                    // `&mut buf[a..b]` of a byte buffer, and `&mut v[a..b]` of a vector or of
                    // such a view, views it where it lives.
                    let Value::Range(start, end, ..) = self.eval(index)? else {
                        return Err(fatal(index.span, "expected a range"));
                    };
                    let (start, end) = slice_bounds(start, end, len)
                        .map_err(|message| Flow::Panic(message, index_span(index, inner.span)))?;
                    return Ok(Value::SliceRef(of, offset + start, offset + end));
                }
                // `&v[i]`: a reference to the element, never the element itself (a method
                // taking `&self` given the element would move it out of `self` at its first
                // use). A reference element (`&v[i]` of a `Vec<&T>`) already is one.
                Ok(match self.eval(inner)? {
                    value @ (Value::Ref(_) | Value::SliceRef(..)) => value,
                    value => Value::Ref(Rc::new(RefCell::new(value))),
                })
            }
            _ => {
                let value = self.eval(inner)?;
                Ok(Value::Ref(Rc::new(RefCell::new(value))))
            }
        }
    }

    /// `&mut place`: an indexed place (`&mut v[i]`, `&mut data["k"]`) or a tuple's field
    /// (`&mut t.1`) is lent out, a struct's field referred to where it lives.
    pub(super) fn eval_mut_ref(&mut self, place: &Expr) -> Eval {
        if matches!(place.kind, ExprKind::Index(..) | ExprKind::Field(..))
            && let Some(lent) = self.lend_element(place)?
        {
            return Ok(lent);
        }
        if matches!(place.kind, ExprKind::Index(..))
            && let Some(lent) = self.lend_json_member(place)?
        {
            return Ok(lent);
        }
        self.eval_ref(place, true)
    }

    /// `&mut v[i]` of a vector held in a variable or a field: the item lent out
    /// in storage of its own, stored back after each statement (see
    /// [`super::value::LentItems`]); `None` for anything else.
    pub(super) fn lend_element(&mut self, place: &Expr) -> Result<Option<Value>, Flow> {
        if let ExprKind::Field(base, field) = &place.kind {
            return self.lend_tuple_field(base, field);
        }
        let ExprKind::Index(base, index) = &place.kind else {
            return Ok(None);
        };
        let whole = place.span;
        if matches!(index.kind, ExprKind::Range { .. })
            || !matches!(base.kind, ExprKind::Var(_) | ExprKind::Field(..))
        {
            return Ok(None);
        }
        let Some(slot) = self.place_slot(base)? else {
            return Ok(None);
        };
        let held = target_slot(&slot);
        // Of a view (`&mut v[a..b]`, a half of `split_at_mut`), the item of the vector it views.
        let (vec, offset) = match &*held.borrow() {
            Value::List(_) | Value::Bytes(..) => (held.clone(), 0),
            Value::SliceRef(of, start, _) => (target_slot(of), *start),
            _ => return Ok(None),
        };
        let at = self.eval(index)?.into_deref();
        let Value::Int(i, _) = at else {
            return Ok(None);
        };
        let item = match &*held.borrow() {
            view @ Value::SliceRef(..) => index_view(view, at, Spans::of(index, whole))?,
            whole_vec => index_value(whole_vec, at, Spans::of(index, whole))?,
        };
        let storage = Rc::new(RefCell::new(item.clone()));
        let position = usize::try_from(i)
            .unwrap_or(usize::MAX)
            .saturating_add(offset);
        self.lent_elements.push(super::value::LentItems {
            vec,
            next: 0,
            end: 0,
            lent: Some((position, storage.clone(), item)),
        });
        Ok(Some(Value::Ref(storage)))
    }

    /// `&mut t.1` of a tuple held in a variable, a field or a vector's element (`&mut v[i].1`):
    /// lent out as an element is, so what is written through the reference reaches the tuple.
    fn lend_tuple_field(&mut self, base: &Expr, field: &str) -> Result<Option<Value>, Flow> {
        let Ok(index) = field.parse::<usize>() else {
            return Ok(None);
        };
        // The element is lent first; the field's loan goes before it in the list, so each
        // statement stores the field into the element, then the element into the vector.
        let (tuple, at) = if matches!(base.kind, ExprKind::Index(..)) {
            match self.lend_element(base)? {
                Some(Value::Ref(element)) => (element, self.lent_elements.len() - 1),
                _ => return Ok(None),
            }
        } else {
            let Some(slot) = self.place_slot(base)? else {
                return Ok(None);
            };
            (target_slot(&slot), self.lent_elements.len())
        };
        let item = match &*tuple.borrow() {
            Value::Tuple(items) => items.get(index).cloned(),
            _ => None,
        };
        let Some(item) = item else {
            return Ok(None);
        };
        let storage = Rc::new(RefCell::new(item.clone()));
        let loan = super::value::LentItems {
            vec: tuple,
            next: 0,
            end: 0,
            lent: Some((index, storage.clone(), item)),
        };
        self.lent_elements.insert(at, loan);
        Ok(Some(Value::Ref(storage)))
    }

    pub(super) fn eval_index(&mut self, base: &Expr, index: &Expr, span: Span) -> Eval {
        if let ExprKind::Var(name) = &base.kind {
            // Indexed where it lives: `buf[i]` in a loop reads one byte, not a copy of `buf`.
            let slot = target_slot(&self.lookup(name, base.span)?);
            if matches!(&*slot.borrow(), Value::Moved) {
                return Err(fatal(span, format!("borrow of moved value: `{name}`")));
            }
            let at = self.eval(index)?.into_deref();
            let view = match &*slot.borrow() {
                view @ Value::SliceRef(..) => Some(view.clone()),
                _ => None,
            };
            if let Some(view) = view {
                return index_view(&view, at, Spans::of(index, span));
            }
            return index_value(&slot.borrow(), at, Spans::of(index, span));
        }
        let base = self.eval(base)?.into_deref();
        let at = self.eval(index)?.into_deref();
        index_value(&base, at, Spans::of(index, span))
    }
}

/// Where `base[index]` reports what goes wrong.
#[derive(Clone, Copy)]
struct Spans {
    /// The whole expression: where an array's or slice's built-in `[i]` panics.
    whole: Span,
    /// The `[`: where std's `Index` impls (`Vec`, `VecDeque`, `str`, ranges) panic
    /// (`#[track_caller]`).
    bracket: Span,
    /// The index expression.
    index: Span,
    indexed: Indexed,
}

impl Spans {
    fn of(index: &Expr, whole: Span) -> Spans {
        Spans {
            whole,
            bracket: index_span(index, whole),
            index: index.span,
            indexed: Indexed::of(index),
        }
    }
}

/// `view[index]` of a `&mut v[a..b]` view: item `a + index` of the vector where it lives; a
/// range, or an index past the view, as of a copy of what it covers.
fn index_view(view: &Value, index: Value, spans: Spans) -> Eval {
    if let (Value::SliceRef(of, start, end), Value::Int(i, _)) = (view, &index)
        && let Ok(i) = usize::try_from(*i)
        && i < end.saturating_sub(*start)
    {
        let at = Value::Int((start + i) as i128, IntTy::Usize);
        return index_value(&of.borrow(), at, spans);
    }
    let viewed = view
        .viewed()
        .ok_or_else(|| fatal(spans.whole, "the slice is out of its vector's bounds"))?;
    index_value(&viewed, index, spans)
}

/// `base[index]`: a byte, a slice, a sub-string, or a JSON member.
fn index_value(base: &Value, index: Value, spans: Spans) -> Eval {
    let Spans {
        whole: span,
        bracket,
        index: index_span,
        indexed,
    } = spans;
    if let Value::Json(json) = base {
        // serde_json's `Index`: a missing key or index gives `Value::Null`, never a panic.
        let found = match index {
            Value::Int(i, _) => usize::try_from(i).ok().and_then(|i| json.get(i)).cloned(),
            other => text_of(&other).and_then(|key| json.get(&key)).cloned(),
        };
        return Ok(Value::Json(Rc::new(
            found.unwrap_or(serde_json::Value::Null),
        )));
    }
    if let Value::JsonMap(map) = base {
        // serde_json's `Index` of a `Map`: the member, which must be there.
        let found = text_of(&index).and_then(|key| map.get(&key).cloned());
        return found.map(|found| Value::Json(Rc::new(found))).ok_or_else(|| {
            fatal(
                span,
                "serde_json panics here (no entry found for key); bufscope does not simulate that panic",
            )
        });
    }
    if let Value::Map(_, entries) = base {
        // std's `Index<&Q>` of a map: the value, which must be there (`#[track_caller]`).
        let (key, _) = super::interp_map::key_of(&[index], index_span)?;
        return match entries.0.get(&key) {
            Some((_, value)) => Ok(value.borrow().clone()),
            None => Err(Flow::Panic("no entry found for key".into(), bracket)),
        };
    }
    if let Value::List(items) = base {
        let i = match index {
            Value::Int(i, _) => usize::try_from(i).unwrap_or(usize::MAX),
            Value::Range(start, end, ..) => {
                let (start, end) = slice_bounds(start, end, items.len())
                    .map_err(|message| Flow::Panic(message, bracket))?;
                return Ok(Value::List(items[start..end].to_vec()));
            }
            _ => return Err(fatal(index_span, "a `Vec` is indexed by a `usize`")),
        };
        // A list is a `Vec` or a `VecDeque` (or an array, which would panic at `span`).
        return items
            .get(i)
            .cloned()
            .ok_or_else(|| indexed.out_of_bounds(items.len(), i, bracket));
    }
    if let Value::Stream(stream) = base
        && let Some(memory) = stream.borrow().memory()
    {
        // A `Vec<u8>` that has been written to (the variable holds its writer).
        return index_value(&Value::Bytes(memory.to_vec(), BytesKind::Vec), index, spans);
    }
    let bytes: &[u8] = match base {
        Value::Bytes(bytes, _) => bytes,
        Value::Str(s) => s.as_bytes(),
        Value::String(s) => s.as_bytes(),
        other => {
            return Err(fatal(
                span,
                format!("cannot index into a value of type `{}`", other.type_name()),
            ));
        }
    };
    match index {
        Value::Int(i, _) => {
            let i = usize::try_from(i).unwrap_or(usize::MAX);
            match bytes.get(i) {
                Some(&byte) => Ok(Value::Int(byte.into(), IntTy::U8)),
                None => Err(Flow::Panic(
                    format!(
                        "index out of bounds: the len is {} but the index is {i}",
                        bytes.len()
                    ),
                    if matches!(base, Value::Bytes(_, BytesKind::Vec)) {
                        bracket
                    } else {
                        span
                    },
                )),
            }
        }
        Value::Range(start, end, ..) => match base {
            Value::Str(_) | Value::String(_) => {
                let text = text_of(base).unwrap_or_default();
                let end = if end == i128::MAX {
                    text.len() as i128
                } else {
                    end
                };
                let (start, end) = (start.max(0) as usize, end.max(0) as usize);
                str_slice(&text, start, end, bracket).map(|t| Value::Str(t.into()))
            }
            _ => {
                let (start, end) = slice_bounds(start, end, bytes.len())
                    .map_err(|message| Flow::Panic(message, bracket))?;
                Ok(Value::Bytes(bytes[start..end].to_vec(), BytesKind::Literal))
            }
        },
        other => Err(fatal(
            index_span,
            format!("cannot index with `{}`", other.type_name()),
        )),
    }
}

/// `&s[start..end]`, or the panic `core::str::slice_error_fail` gives (its checks in order).
pub(super) fn str_slice(s: &str, start: usize, end: usize, span: Span) -> Result<&str, Flow> {
    if let Some(slice) = s.get(start..end) {
        return Ok(slice);
    }
    // std shows at most 256 bytes of the string, cut at a char boundary.
    let mut shown = s.len().min(256);
    while !s.is_char_boundary(shown) {
        shown -= 1;
    }
    let ellipsis = if shown < s.len() { "[...]" } else { "" };
    let quoted = format!("`{}`{ellipsis}", &s[..shown]);
    let message = if start > s.len() {
        format!("start byte index {start} is out of bounds of {quoted}")
    } else if end > s.len() {
        format!("end byte index {end} is out of bounds of {quoted}")
    } else if start > end {
        format!("begin > end ({start} > {end}) when slicing {quoted}")
    } else {
        let (which, index) = if s.is_char_boundary(start) {
            ("end", end)
        } else {
            ("start", start)
        };
        let mut char_start = index;
        while !s.is_char_boundary(char_start) {
            char_start -= 1;
        }
        let ch = s[char_start..].chars().next().unwrap_or_default();
        let char_end = char_start + ch.len_utf8();
        format!(
            "{which} byte index {index} is not a char boundary; it is inside {ch:?} (bytes {char_start}..{char_end}) of {quoted}"
        )
    };
    Err(Flow::Panic(message, span))
}

/// The bounds of `&xs[start..end]` on a slice of `len` items (`end` is `i128::MAX` for
/// `start..`), or core's panic message for them.
pub(super) fn slice_bounds(start: i128, end: i128, len: usize) -> Result<(usize, usize), String> {
    let start = usize::try_from(start.max(0)).unwrap_or(usize::MAX);
    if end == i128::MAX {
        return if start > len {
            Err(format!(
                "range start index {start} out of range for slice of length {len}"
            ))
        } else {
            Ok((start, len))
        };
    }
    let end = usize::try_from(end.max(0)).unwrap_or(usize::MAX);
    if start > end {
        Err(format!("slice index starts at {start} but ends at {end}"))
    } else if end > len {
        Err(format!(
            "range end index {end} out of range for slice of length {len}"
        ))
    } else {
        Ok((start, end))
    }
}

/// What `&buf[a..b]` (`mutable`: `&mut v[a..b]`) of the value in `slot` views where it
/// lives: the vector, where the view starts in it, and the length the range is checked
/// against. A byte buffer is viewed either way; a vector of values, or a view of one, only
/// by `&mut` (a shared slice of it is a copy, which nothing can change).
pub(super) fn viewable(
    slot: &super::value::Slot,
    mutable: bool,
) -> Option<(super::value::Slot, usize, usize)> {
    match &*slot.borrow() {
        Value::Bytes(bytes, _) => Some((slot.clone(), 0, bytes.len())),
        Value::List(items) if mutable => Some((slot.clone(), 0, items.len())),
        Value::SliceRef(of, start, end) if mutable => {
            Some((target_slot(of), *start, end.saturating_sub(*start)))
        }
        _ => None,
    }
}

/// `xs.get(i)`, `xs.get(a..b)`, `s.get(a..b)`: what `xs[…]` would give, in `Some`, or `None`
/// where indexing would panic. `None` (the Rust one) for a receiver that is not a slice, a
/// vector or a string (a map's `get` is elsewhere).
pub(super) fn checked_get(receiver: &Value, index: &Value) -> Option<Value> {
    receiver.peek(|base| {
        let found = match (base, index.deref()) {
            (Value::List(items), Value::Int(i, _)) => usize::try_from(i)
                .ok()
                .and_then(|i| items.get(i))
                .map(|item| Value::Ref(Rc::new(RefCell::new(item.clone())))),
            (Value::List(items), Value::Range(start, end, ..)) => {
                slice_bounds(start, end, items.len())
                    .ok()
                    .map(|(a, b)| Value::List(items[a..b].to_vec()))
            }
            (Value::Bytes(bytes, _), Value::Int(i, _)) => usize::try_from(i)
                .ok()
                .and_then(|i| bytes.get(i))
                .map(|&b| Value::Ref(Rc::new(RefCell::new(Value::Int(b.into(), IntTy::U8))))),
            (Value::Bytes(bytes, _), Value::Range(start, end, ..)) => {
                slice_bounds(start, end, bytes.len())
                    .ok()
                    .map(|(a, b)| Value::Bytes(bytes[a..b].to_vec(), BytesKind::Literal))
            }
            (Value::Str(_) | Value::String(_), Value::Range(start, end, ..)) => {
                let text = text_of(base).unwrap_or_default();
                let end = if end == i128::MAX {
                    text.len()
                } else {
                    usize::try_from(end).unwrap_or(usize::MAX)
                };
                let start = usize::try_from(start).unwrap_or(usize::MAX);
                text.get(start..end).map(|t| Value::Str(t.into()))
            }
            _ => return None,
        };
        Some(found.map_or(Value::None, |v| Value::Some(Box::new(v))))
    })
}
