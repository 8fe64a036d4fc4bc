//! What an iterator is at run time: its source and the lazy adapters over it. Walking one is
//! the interpreter's (`iteration`, `interp_adapter`).

use std::rc::Rc;

use super::{Closure, Value};
use crate::script::ir::IntTy;
use crate::stack::stream::StreamRef;

/// What a `for` loop walks over.
#[derive(Debug, Clone)]
pub enum IterState {
    Range {
        next: i128,
        end: i128,
        ty: IntTy,
    },
    Items(Vec<Value>, usize),
    /// A range of chars: the next char's scalar value and the end's (past the last), walked
    /// as std's `Step for char` walks it, over the surrogates' gap.
    CharRange {
        next: u32,
        end: u32,
    },
    /// `reader.lines()`: one `Lines::next` per step.
    Lines(StreamRef),
    /// `reader.bytes()`: one `Bytes::next` per step.
    Bytes(StreamRef),
    /// `listener.incoming()`: one `accept` per step; it never ends (the run stops in the
    /// `accept4` no client answers).
    Incoming(StreamRef),
    /// `.enumerate()`: the inner iterator's items with their index.
    Enumerate(Box<IterState>, usize),
    /// An adapter that calls a closure (`map`, `filter`…) or counts (`take`, `skip`…).
    Adapter(Box<Adapter>),
    /// `v.iter_mut()`: each item lent out in storage of its own.
    Lent(LentItems),
    /// A value of the script's type that implements `Iterator`: its `next` (the function's
    /// index) called on its storage for each item. `owned`: the value was moved in (it drops
    /// with the iterator); otherwise the storage is a variable's, walked through `&mut`.
    Script {
        this: super::Slot,
        next: usize,
        owned: bool,
    },
    /// `it.by_ref()`: the iterator `it` holds, walked where it is.
    Shared(Rc<std::cell::RefCell<IterState>>),
    /// `iter::repeat(x)`: clones of `x`, without end.
    Repeat(Box<Value>),
    /// `c.to_uppercase()`/`c.to_lowercase()`: std's own iterator of the mapped chars, which
    /// also prints them (`Display`) and itself (`Debug`).
    CaseMapped(CaseMapping),
    /// A serde_json `Map`'s `iter_mut()` (`with_keys`) or `values_mut()`: the member under
    /// each key is lent out when its turn comes (`Interpreter::next_json_member`).
    LentJson {
        map: super::Slot,
        keys: Vec<String>,
        next: usize,
        with_keys: bool,
    },
}

/// `iter_mut()` over a vector whose items are values, not storage, or over a `&mut v[a..b]`
/// view of one (the items `next..end`): each item is lent out as a `&mut` to a copy in its
/// own storage, and what was written there is stored back into the vector when the next item
/// is asked for, at the end, or when the iterator is dropped (a `break`). Only a changed item
/// is stored back. `&mut v[i]` lends one item the same way (see `Interpreter::lent_elements`),
/// and so do `&mut t.1`, a pattern matched through `&mut` (a tuple's items, an `Option`'s or an
/// `Ok`'s contents: `interp_bind`) and `Option::as_mut`, with `vec` the tuple or the option.
#[derive(Debug, Clone)]
pub struct LentItems {
    pub vec: super::Slot,
    pub next: usize,
    /// Where the items lent end (exclusive): the vector's length for a whole vector.
    pub end: usize,
    /// The item lent out: its position, its storage, and its value when lent.
    pub lent: Option<(usize, super::Slot, Value)>,
}

impl LentItems {
    pub fn give_back(&mut self) {
        self.store_back();
        self.lent = None;
    }

    /// Stores what was written to the lent item back into the vector (once per change);
    /// whether anything but this record still holds the item's storage.
    pub fn store_back(&mut self) -> bool {
        let Some((index, slot, before)) = &mut self.lent else {
            return false;
        };
        let index = *index;
        let in_use = Rc::strong_count(slot) > 1;
        // Compared where it is: copied only when it changed.
        if super::unchanged(&slot.borrow(), before) {
            return in_use;
        }
        let now = slot.borrow().clone();
        *before = now.clone();
        // Never panics: storage busy elsewhere keeps its value.
        let Ok(mut vec) = self.vec.try_borrow_mut() else {
            return in_use;
        };
        match (&mut *vec, now) {
            (Value::List(items) | Value::Tuple(items), now) => {
                if let Some(item) = items.get_mut(index) {
                    *item = now;
                }
            }
            (Value::Bytes(bytes, _), Value::Int(byte, _)) => {
                if let Some(item) = bytes.get_mut(index) {
                    *item = byte as u8;
                }
            }
            // What `Some(n)` or `Ok(n)` matched through `&mut`, or `as_mut()`, lent out.
            (Value::Some(inner) | Value::Ok(inner), now) if index == 0 => **inner = now,
            _ => {}
        }
        in_use
    }
}

impl Drop for LentItems {
    fn drop(&mut self) {
        self.give_back();
    }
}

/// A lazy iterator adapter.
#[derive(Debug, Clone)]
pub enum Adapter {
    Map(IterState, Rc<Closure>),
    Filter(IterState, Rc<Closure>),
    /// `inspect`: each item lent to the closure, then handed on.
    Inspect(IterState, Rc<Closure>),
    FilterMap(IterState, Rc<Closure>),
    /// `map_while`: done once the closure answers `None`.
    MapWhile(IterState, Rc<Closure>, bool),
    /// `scan`: its state, lent to the closure by `&mut` for each item.
    Scan(IterState, Box<Value>, Rc<Closure>),
    /// `take_while`: done once the predicate fails.
    TakeWhile(IterState, Rc<Closure>, bool),
    /// `skip_while`: skipping until the predicate first fails.
    SkipWhile(IterState, Rc<Closure>, bool),
    Take(IterState, usize),
    /// `copied`/`cloned`: each item `&T` as the `T` it points at.
    Copied(IterState),
    Skip(IterState, usize),
    /// `step_by`: the step, and whether the first item was taken.
    StepBy(IterState, usize, bool),
    /// `chain`: the first iterator until it ends, then the second.
    Chain(IterState, IterState, bool),
    Zip(IterState, IterState),
    /// `flat_map`: the outer iterator, the closure, the inner iterator being walked.
    FlatMap(IterState, Rc<Closure>, Option<IterState>),
    /// `flatten`: the outer iterator and the inner one being walked.
    Flatten(IterState, Option<IterState>),
    /// `BufRead::split`: one genuine `Split::next` per item.
    Split(StreamRef, u8),
    /// `peekable`: the item `peek` fetched (`Some(None)`: the end was peeked).
    Peekable(IterState, Option<Option<Value>>),
}

/// The iterator `char::to_uppercase` or `char::to_lowercase` returned.
#[derive(Clone)]
pub enum CaseMapping {
    Upper(std::char::ToUppercase),
    Lower(std::char::ToLowercase),
}

impl CaseMapping {
    /// What is left of the case mapping `value` is, if it is one.
    pub fn of(value: &Value) -> Option<CaseMapping> {
        let Value::Iter(state) = value else {
            return None;
        };
        match &*state.borrow() {
            IterState::CaseMapped(chars) => Some(chars.clone()),
            _ => None,
        }
    }
}

impl Iterator for CaseMapping {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        match self {
            CaseMapping::Upper(chars) => chars.next(),
            CaseMapping::Lower(chars) => chars.next(),
        }
    }
}

impl std::fmt::Display for CaseMapping {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaseMapping::Upper(chars) => std::fmt::Display::fmt(chars, f),
            CaseMapping::Lower(chars) => std::fmt::Display::fmt(chars, f),
        }
    }
}

impl std::fmt::Debug for CaseMapping {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaseMapping::Upper(chars) => std::fmt::Debug::fmt(chars, f),
            CaseMapping::Lower(chars) => std::fmt::Debug::fmt(chars, f),
        }
    }
}

impl crate::format::opaque::Opaque for CaseMapping {
    fn type_name(&self) -> String {
        match self {
            CaseMapping::Upper(_) => "std::char::ToUppercase".into(),
            CaseMapping::Lower(_) => "std::char::ToLowercase".into(),
        }
    }
}
