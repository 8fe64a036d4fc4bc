//! `for` loops: over integer ranges, byte buffers, and lazily over readers (`lines()`,
//! `bytes()`), where each step is a genuine `Iterator::next` of std's `Lines` or `Bytes`.

use std::io::{BufRead, Read};

use super::interp_json_iter::json_map_items;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::Block;
use super::ir::IntTy;
use super::value::{ErrorValue, IterState, RangeShape, Value};
use crate::stack::stream::StreamRef;
use crate::trace::Span;

impl IterState {
    pub fn from_value(value: Value, _span: Span) -> Result<IterState, String> {
        match value {
            Value::Range(start, end, ty, _) => Ok(IterState::Range {
                next: start,
                end,
                ty,
            }),
            Value::CharRange(start, end, shape) => Ok(IterState::CharRange {
                next: start.into(),
                // `'a'..='z'` and `'a'..` (to `char::MAX`) cover their end.
                end: u32::from(end)
                    + u32::from(matches!(
                        shape,
                        RangeShape::Inclusive | RangeShape::ToInclusive | RangeShape::From
                    )),
            }),
            // An iterator nothing else holds is taken, not copied: what it owns is dropped
            // once, by whoever walks it.
            Value::Iter(state) => Ok(std::rc::Rc::try_unwrap(state).map_or_else(
                |shared| shared.borrow().clone(),
                std::cell::RefCell::into_inner,
            )),
            Value::List(items) => Ok(IterState::Items(items, 0)),
            // An `Option` or a `Result` yields what it holds, if anything.
            Value::Some(item) | Value::Ok(item) => Ok(IterState::Items(vec![*item], 0)),
            Value::None | Value::Err(_) => Ok(IterState::Items(Vec::new(), 0)),
            // An array of anything but bytes is kept as its items (the checker made sure this
            // is an array, not a tuple).
            Value::Tuple(items) => Ok(IterState::Items(items, 0)),
            Value::Bytes(bytes, _) => Ok(IterState::Items(
                bytes
                    .iter()
                    .map(|&b| Value::Int(b.into(), IntTy::U8))
                    .collect(),
                0,
            )),
            // A map by reference: its values' own storage (`for (_, v) in &mut map`).
            Value::Ref(slot) if matches!(&*slot.borrow(), Value::Map(..)) => {
                let map = slot.borrow();
                let Value::Map(_, entries) = &*map else {
                    return Err("not a map".into());
                };
                Ok(IterState::Items(
                    entries
                        .0
                        .values()
                        .map(|(key, value)| {
                            Value::Tuple(vec![
                                Value::Ref(std::rc::Rc::new(std::cell::RefCell::new(key.clone()))),
                                Value::Ref(value.clone()),
                            ])
                        })
                        .collect(),
                    0,
                ))
            }
            // A set by reference yields references to its items; by value, the items.
            Value::Ref(slot) if matches!(&*slot.borrow(), Value::Set(..)) => {
                let Value::Set(_, entries) = &*slot.borrow() else {
                    return Err("not a set".into());
                };
                Ok(IterState::Items(
                    entries
                        .0
                        .values()
                        .map(|(item, _)| {
                            Value::Ref(std::rc::Rc::new(std::cell::RefCell::new(item.clone())))
                        })
                        .collect(),
                    0,
                ))
            }
            Value::Set(_, entries) => Ok(IterState::Items(
                entries.0.into_values().map(|(item, _)| item).collect(),
                0,
            )),
            Value::Map(_, entries) => Ok(IterState::Items(
                entries
                    .0
                    .into_values()
                    .map(|(key, value)| Value::Tuple(vec![key, value.take()]))
                    .collect(),
                0,
            )),
            // A serde_json `Map` by reference yields references to its keys and values (a
            // loop over a `&mut Map` goes through `iter_mut`, the checker saw to it); by
            // value, its members. Its order is its keys' (a `BTreeMap` inside).
            Value::Ref(slot) if matches!(&*slot.borrow(), Value::JsonMap(..)) => {
                let Value::JsonMap(map) = &*slot.borrow() else {
                    return Err("not a map".into());
                };
                Ok(IterState::Items(json_map_items(map.clone(), true), 0))
            }
            Value::JsonMap(map) => Ok(IterState::Items(json_map_items(map, false), 0)),
            // Through a reference, what the items own stays theirs: each is lent (see
            // `lend_items`).
            Value::Ref(slot) => IterState::from_value(slot.borrow().clone(), _span).map(lend_items),
            // A view (`&buf[a..b]`): what it covers, read.
            view @ Value::SliceRef(..) => match view.viewed() {
                Some(viewed) => IterState::from_value(viewed, _span),
                None => Err("the slice is out of its vector's bounds".into()),
            },
            other => Err(format!(
                "`{}` is not an iterator; loop over a range, `.lines()` or `.bytes()`",
                other.type_name()
            )),
        }
    }
}

/// An iterator over borrowed items: an item that owns a script's type is lent as a reference
/// to a copy of it, so that its variable's end (or the iterator's) does not run its `Drop`.
pub(super) fn lend_items(state: IterState) -> IterState {
    match state {
        IterState::Items(items, index) => IterState::Items(
            items
                .into_iter()
                .map(|item| {
                    if super::interp_scope::owns_user_value(&item) {
                        Value::Ref(std::rc::Rc::new(std::cell::RefCell::new(item)))
                    } else {
                        item
                    }
                })
                .collect(),
            index,
        ),
        other => other,
    }
}

/// The stream that implements `BufRead` for `stream`: itself, or the buffered reader a std
/// handle (`io::stdin()`) stands for.
pub(super) fn buffered_reader(stream: &StreamRef) -> Option<StreamRef> {
    if stream.borrow_mut().buf_reader().is_some() {
        return Some(stream.clone());
    }
    let inner = stream.borrow().inner()?;
    let has_buf_read = inner.borrow_mut().buf_reader().is_some();
    has_buf_read.then_some(inner)
}

pub(super) fn io_item<T>(
    result: Option<std::io::Result<T>>,
    ok: impl FnOnce(T) -> Value,
) -> Option<Value> {
    result.map(|r| match r {
        Ok(value) => Value::ok(ok(value)),
        Err(error) => Value::Err(ErrorValue::Io(std::rc::Rc::new(error))),
    })
}

impl Interpreter<'_> {
    /// One genuine `next` of an iterator std's `BufRead` makes (`Lines`, `Split`), as one
    /// operation on `stream`; `None` at the end. Kept out of line: `next_item` runs for every
    /// item of every loop.
    #[inline(never)]
    pub(super) fn next_buffered(
        &mut self,
        stream: &StreamRef,
        what: &str,
        span: Span,
        next: impl FnOnce(&mut dyn BufRead) -> Option<Value>,
    ) -> Result<Option<Value>, Flow> {
        let reader = buffered_reader(stream).ok_or_else(|| {
            fatal(
                span,
                format!("`{what}` needs a `BufRead` (wrap the reader in `BufReader::new`)"),
            )
        })?;
        let label = self.text_of(span);
        let result = self.record_op(span, label, Some(stream), |_| {
            let mut reader = reader.borrow_mut();
            Ok(reader.buf_reader().and_then(next).unwrap_or(Value::None))
        })?;
        Ok(match result {
            Value::None => None,
            item => Some(item),
        })
    }

    /// The next item, or `None` at the end.
    pub(super) fn next_item(
        &mut self,
        state: &mut IterState,
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        // Every item is a step: `(0..).count()` runs no expression per item, yet must stop.
        self.step(span)?;
        match state {
            IterState::Adapter(adapter) => self.next_adapted(adapter, span),
            IterState::Enumerate(inner, index) => {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                let counted = Value::Int(*index as i128, IntTy::Usize);
                *index += 1;
                Ok(Some(Value::Tuple(vec![counted, item])))
            }
            IterState::Range { next, end, ty } => {
                Ok(next_number(next, *end).map(|n| Value::Int(n, *ty)))
            }
            IterState::CharRange { next, end } => Ok(next_char(next, *end).map(Value::Char)),
            // The item moves out of the iterator: what a `break` leaves is dropped with it
            // (`Interpreter::drop_iterator`), and nothing is dropped twice.
            IterState::Items(items, index) => {
                let item = items.get_mut(*index).map(std::mem::take);
                *index += 1;
                Ok(item)
            }
            IterState::Lines(stream) => {
                let stream = stream.clone();
                self.next_buffered(&stream, "lines()", span, |reader| {
                    io_item(reader.lines().next(), Value::String)
                })
            }
            IterState::LentJson {
                map,
                keys,
                next,
                with_keys,
            } => {
                let key = keys.get(*next).cloned();
                *next += 1;
                let (map, with_keys) = (map.clone(), *with_keys);
                Ok(key.and_then(|key| self.next_json_member(&map, key, with_keys)))
            }
            IterState::Lent(lent) => {
                // The item lent before is given back, unless something still holds it (`last`
                // keeps it): then it stays lent until the statement that holds it ends.
                if lent.store_back() {
                    self.hand_over_lent_item(lent);
                } else {
                    lent.lent = None;
                }
                if lent.next >= lent.end {
                    return Ok(None);
                }
                let item = match &*lent.vec.borrow() {
                    Value::List(items) => items.get(lent.next).cloned(),
                    Value::Bytes(bytes, _) => bytes
                        .get(lent.next)
                        .map(|&b| Value::Int(b.into(), IntTy::U8)),
                    _ => None,
                };
                Ok(item.map(|item| {
                    let slot = std::rc::Rc::new(std::cell::RefCell::new(item.clone()));
                    lent.lent = Some((lent.next, slot.clone(), item));
                    lent.next += 1;
                    Value::Ref(slot)
                }))
            }
            IterState::Repeat(item) => Ok(Some((**item).clone())),
            IterState::Shared(walked) => {
                let walked = walked.clone();
                let Ok(mut state) = walked.try_borrow_mut() else {
                    return Err(fatal(span, "the iterator `by_ref()` lends is in use"));
                };
                self.next_item(&mut state, span)
            }
            IterState::Script { this, next, .. } => {
                let (this, next) = (this.clone(), *next);
                self.next_of_script(&this, next, span)
            }
            IterState::CaseMapped(chars) => Ok(chars.next().map(Value::Char)),
            IterState::Incoming(listener) => {
                let listener = listener.clone();
                Ok(Some(match self.accept_connection(&listener, span)? {
                    Ok((connection, _peer)) => Value::ok(connection),
                    Err(error) => error,
                }))
            }
            IterState::Bytes(stream) => {
                self.kernel.borrow_mut().recorder.work.byte_reads += 1;
                let label = self.text_of(span);
                let result = self.record_op(span, label, Some(stream), |_| {
                    let mut stream = stream.borrow_mut();
                    // One genuine `Bytes::next`: a 1-byte read unless a buffer serves it.
                    #[allow(clippy::unbuffered_bytes)]
                    let byte = stream.reader().map(|r| r.bytes().next());
                    Ok(io_item(byte.flatten(), |b| Value::Int(b.into(), IntTy::U8))
                        .unwrap_or(Value::None))
                })?;
                Ok(match result {
                    Value::None => None,
                    item => Some(item),
                })
            }
        }
    }

    /// Drops an iterator as std's drop would: the items it still holds first to last (an
    /// adapter's inner iterator before what the adapter holds itself), each running its
    /// `Drop`; a reader it consumed closes.
    pub(super) fn drop_iterator(&mut self, state: IterState, span: Span) {
        use super::value::Adapter;
        match state {
            IterState::Items(items, index) => {
                for item in items.into_iter().skip(index) {
                    self.drop_value(item, span, "iterator");
                }
            }
            IterState::Enumerate(inner, _) => self.drop_iterator(*inner, span),
            IterState::Adapter(adapter) => match *adapter {
                Adapter::Map(inner, _)
                | Adapter::Filter(inner, _)
                | Adapter::Inspect(inner, _)
                | Adapter::FilterMap(inner, _)
                | Adapter::MapWhile(inner, ..)
                | Adapter::TakeWhile(inner, ..)
                | Adapter::SkipWhile(inner, ..)
                | Adapter::Take(inner, _)
                | Adapter::Copied(inner)
                | Adapter::Skip(inner, _)
                | Adapter::StepBy(inner, ..) => self.drop_iterator(inner, span),
                // std's `Scan` holds the iterator, then the closure, then the state.
                Adapter::Scan(inner, state, _) => {
                    self.drop_iterator(inner, span);
                    self.drop_value(*state, span, "iterator");
                }
                Adapter::Chain(first, second, _) | Adapter::Zip(first, second) => {
                    self.drop_iterator(first, span);
                    self.drop_iterator(second, span);
                }
                Adapter::FlatMap(outer, _, current) | Adapter::Flatten(outer, current) => {
                    self.drop_iterator(outer, span);
                    if let Some(current) = current {
                        self.drop_iterator(current, span);
                    }
                }
                Adapter::Peekable(inner, peeked) => {
                    self.drop_iterator(inner, span);
                    if let Some(Some(item)) = peeked {
                        self.drop_value(item, span, "iterator");
                    }
                }
                split @ Adapter::Split(..) => self.drop_plain(
                    Value::Iter(std::rc::Rc::new(std::cell::RefCell::new(
                        IterState::Adapter(Box::new(split)),
                    ))),
                    span,
                    "iterator",
                ),
            },
            IterState::Repeat(item) => self.drop_value(*item, span, "iterator"),
            // The script's iterator moved in drops as its value (its `Drop` runs), once: it is
            // taken out of the storage copies of the iterator share. One walked through `&mut`
            // is its variable's, which drops it later.
            IterState::Script {
                this, owned: true, ..
            } => {
                let value = std::mem::replace(&mut *this.borrow_mut(), Value::Moved);
                self.drop_value(value, span, "iterator");
            }
            // A reader's lines or bytes, a listener's connections, lent items: what they hold
            // drops as a value does (a reader nothing else holds closes here).
            other => self.drop_plain(
                Value::Iter(std::rc::Rc::new(std::cell::RefCell::new(other))),
                span,
                "iterator",
            ),
        }
    }

    /// Runs one iteration's body in the loop's scope (see [`Interpreter::eval_for`]), which
    /// holds the loop variable first, then the body's own variables: they drop in the order a
    /// scope for the variable around the body's block would give, with one scope for the
    /// whole loop instead of two an iteration. Entering the body is a step, as entering any
    /// block is.
    pub(super) fn run_iteration(&mut self, var: Option<&str>, item: Value, body: &Block) -> Eval {
        match var {
            Some(var) => self.bind_iteration(var, item),
            // `for _ in …` binds nothing: the item is dropped at once.
            None => drop(item),
        }
        self.run_bound_iteration(var.is_some(), body)
    }

    /// [`Interpreter::run_iteration`] once the item is bound (`bound`) or dropped.
    pub(super) fn run_bound_iteration(&mut self, bound: bool, body: &Block) -> Eval {
        let result = self
            .step(body.end)
            .and_then(|()| self.exec_block_in_scope(body));
        self.report_panic(&result);
        // `exit` runs no destructors: the scope stays for the run to account for.
        if !super::interp_block::ends_process(&result) {
            self.end_iteration(usize::from(bound), body.end);
        }
        result
    }
}

/// The number at `next` of a range of numbers ending before `end`, moving `next` on.
#[inline]
pub(super) fn next_number(next: &mut i128, end: i128) -> Option<i128> {
    if *next >= end {
        return None;
    }
    *next += 1;
    Some(*next - 1)
}

/// The char at `next` of a range of chars ending before `end`, moving `next` on as std's
/// `Step for char` does: past the surrogates (U+D800 to U+DFFF), which are no chars.
pub(super) fn next_char(next: &mut u32, end: u32) -> Option<char> {
    if *next >= end {
        return None;
    }
    let item = char::from_u32(*next)?;
    *next = match *next + 1 {
        0xD800 => 0xE000,
        after => after,
    };
    Some(item)
}
