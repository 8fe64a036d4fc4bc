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
}

/// A lazy iterator adapter.
#[derive(Debug, Clone)]
pub enum Adapter {
    Map(IterState, Rc<Closure>),
    Filter(IterState, Rc<Closure>),
    FilterMap(IterState, Rc<Closure>),
    /// `map_while`: done once the closure answers `None`.
    MapWhile(IterState, Rc<Closure>, bool),
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
    /// `BufRead::split`: one genuine `Split::next` per item.
    Split(StreamRef, u8),
    /// `peekable`: the item `peek` fetched (`Some(None)`: the end was peeked).
    Peekable(IterState, Option<Option<Value>>),
}
