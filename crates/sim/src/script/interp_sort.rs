//! Slice methods that reorder a vector in place (`sort*`, `reverse`) and `first`. The
//! closure sorts run std's own sort on the items' positions with the script's closure as
//! the comparator, so the closure is called with the same pairs, in the same order, as in
//! the compiled program, and equal items end where std's (un)stable sort leaves them.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

use super::interp_closure::{by_ref, closure_arg};
use super::interpreter::{Eval, Flow, Interpreter, StdLocation, fatal};
use super::value::{MapKey, Value};
use crate::trace::Span;

/// The methods [`Interpreter::slice_method`] runs.
pub(super) const REORDERING: &[&str] = &[
    "sort",
    "sort_unstable",
    "sort_by",
    "sort_unstable_by",
    "sort_by_key",
    "sort_unstable_by_key",
    "reverse",
    "first",
    "rotate_left",
    "rotate_right",
    "fill",
];

impl Interpreter<'_> {
    /// Methods of a vector that reorder it in place (`sort`, `sort_by`, `reverse`…), and
    /// `first`.
    pub(super) fn slice_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if !REORDERING.contains(&method) {
            return Ok(None);
        }
        let slot = match receiver {
            Value::Ref(slot) => super::value::target_slot(slot),
            _ => Rc::new(RefCell::new(receiver.clone())),
        };
        match super::interp_slice::edit_items(&slot, |items| {
            self.reorder(items, method, args, span)
        }) {
            Some(result) => result.map(Some),
            None => Ok(None),
        }
    }

    fn reorder(
        &mut self,
        items: &mut Vec<Value>,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Eval {
        let order_key = |value: &Value| {
            MapKey::of(value).ok_or_else(|| {
                fatal(
                    span,
                    format!("sorting `{}` is not supported", value.type_name()),
                )
            })
        };
        match method {
            "reverse" => items.reverse(),
            "rotate_left" | "rotate_right" => {
                let by = match args.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => usize::try_from(n).unwrap_or(usize::MAX),
                    _ => return Err(fatal(span, format!("`{method}` takes a count"))),
                };
                // std asserts the count, inside core (not `#[track_caller]`).
                if by > items.len() {
                    let (message, at) = if method == "rotate_left" {
                        (
                            "assertion failed: mid <= self.len()",
                            StdLocation::RotateLeft,
                        )
                    } else {
                        (
                            "assertion failed: k <= self.len()",
                            StdLocation::RotateRight,
                        )
                    };
                    return Err(Flow::StdPanic(message.into(), at, span));
                }
                if method == "rotate_left" {
                    items.rotate_left(by);
                } else {
                    items.rotate_right(by);
                }
            }
            "fill" => {
                let value = args
                    .first()
                    .map(Value::deref)
                    .ok_or_else(|| fatal(span, "`fill` takes a value"))?;
                items.fill(value);
            }
            "first" => {
                return Ok(items
                    .first()
                    .map_or(Value::None, |item| Value::Some(Box::new(by_ref(item)))));
            }
            "sort" | "sort_unstable"
                if let Some(function) = items
                    .first()
                    .and_then(|item| self.written_order(item, "PartialOrd")) =>
            {
                self.sort_by_written_order(items, function, method == "sort", span)?;
            }
            "sort" | "sort_unstable" => {
                // Equal items are equal values here: stable or not, the result is the same.
                let mut keyed = Vec::with_capacity(items.len());
                for item in items.drain(..) {
                    keyed.push((order_key(&item)?, item));
                }
                keyed.sort_by(|a, b| a.0.cmp(&b.0));
                items.extend(keyed.into_iter().map(|(_, item)| item));
            }
            "sort_by" | "sort_unstable_by" => {
                let f = closure_arg(args, 0, span)?;
                self.sort_by_comparator(items, method == "sort_by", &mut |me, a, b| match me
                    .call_closure(&f, vec![by_ref(a), by_ref(b)], span)?
                    .deref()
                {
                    Value::Ordering(o) => Ok(o),
                    other => Err(fatal(
                        span,
                        format!(
                            "the comparator returned `{}`, not an `Ordering`",
                            other.type_name()
                        ),
                    )),
                })?;
            }
            _ => {
                let f = closure_arg(args, 0, span)?;
                let mut failed: Option<Flow> = None;
                let mut order: Vec<usize> = (0..items.len()).collect();
                // After a failure (a panic in the closure) the rest of the sort compares by
                // position, a total order, and the failure ends the call.
                let mut key = |i: usize, this: &mut Self| -> MapKey {
                    let fallback = MapKey::Int(i as i128);
                    if failed.is_some() {
                        return fallback;
                    }
                    match this
                        .call1(&f, by_ref(&items[i]), span)
                        .and_then(|k| order_key(&k.deref()))
                    {
                        Ok(k) => k,
                        Err(flow) => {
                            failed = Some(flow);
                            fallback
                        }
                    }
                };
                if method == "sort_by_key" {
                    order.sort_by_key(|&i| key(i, self));
                } else {
                    order.sort_unstable_by_key(|&i| key(i, self));
                }
                if let Some(flow) = failed {
                    return Err(flow);
                }
                put_in_order(items, order);
            }
        }
        Ok(Value::Unit)
    }
}

impl Interpreter<'_> {
    /// Sorts `items` by `compare` with std's own sort (`stable`: `sort_by`, else
    /// `sort_unstable_by`) run on their positions, so `compare` sees the pairs std's sort of
    /// the items would, in the same order, and equal items end where std leaves them. After a
    /// failure (a panic in `compare`) the rest of the sort compares by position, a total
    /// order, and the failure ends the call with the items as they were.
    pub(super) fn sort_by_comparator(
        &mut self,
        items: &mut Vec<Value>,
        stable: bool,
        compare: &mut dyn FnMut(&mut Self, &Value, &Value) -> Result<Ordering, Flow>,
    ) -> Result<(), Flow> {
        // A `dyn`: std's two sorts are instantiated once for all comparisons (each is kilobytes
        // of the worker's wasm).
        let mut failed: Option<Flow> = None;
        let mut order: Vec<usize> = (0..items.len()).collect();
        let mut by_position = |a: usize, b: usize| -> Ordering {
            if failed.is_some() {
                return a.cmp(&b);
            }
            compare(self, &items[a], &items[b]).unwrap_or_else(|flow| {
                failed = Some(flow);
                a.cmp(&b)
            })
        };
        if stable {
            order.sort_by(|&a, &b| by_position(a, b));
        } else {
            order.sort_unstable_by(|&a, &b| by_position(a, b));
        }
        if let Some(flow) = failed {
            return Err(flow);
        }
        put_in_order(items, order);
        Ok(())
    }
}

/// Moves `items` into `order` (positions, each once).
fn put_in_order(items: &mut Vec<Value>, order: Vec<usize>) {
    let mut taken: Vec<Option<Value>> = items.drain(..).map(Some).collect();
    items.extend(order.into_iter().filter_map(|i| taken[i].take()));
}
