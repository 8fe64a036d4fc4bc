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
            "sort" | "sort_unstable" => {
                // Equal items are equal values here: stable or not, the result is the same.
                let mut keyed = Vec::with_capacity(items.len());
                for item in items.drain(..) {
                    keyed.push((order_key(&item)?, item));
                }
                keyed.sort_by(|a, b| a.0.cmp(&b.0));
                items.extend(keyed.into_iter().map(|(_, item)| item));
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
                match method {
                    "sort_by_key" => order.sort_by_key(|&i| key(i, self)),
                    "sort_unstable_by_key" => order.sort_unstable_by_key(|&i| key(i, self)),
                    _ => {
                        let mut compare = |a: usize, b: usize| -> Ordering {
                            if failed.is_some() {
                                return a.cmp(&b);
                            }
                            let answer = self.call_closure(
                                &f,
                                vec![by_ref(&items[a]), by_ref(&items[b])],
                                span,
                            );
                            match answer.map(|v| v.deref()) {
                                Ok(Value::Ordering(o)) => o,
                                Ok(other) => {
                                    failed = Some(fatal(
                                        span,
                                        format!(
                                            "the comparator returned `{}`, not an `Ordering`",
                                            other.type_name()
                                        ),
                                    ));
                                    a.cmp(&b)
                                }
                                Err(flow) => {
                                    failed = Some(flow);
                                    a.cmp(&b)
                                }
                            }
                        };
                        if method == "sort_by" {
                            order.sort_by(|&a, &b| compare(a, b));
                        } else {
                            order.sort_unstable_by(|&a, &b| compare(a, b));
                        }
                    }
                }
                if let Some(flow) = failed {
                    return Err(flow);
                }
                let mut taken: Vec<Option<Value>> = items.drain(..).map(Some).collect();
                items.extend(order.into_iter().filter_map(|i| taken[i].take()));
            }
        }
        Ok(Value::Unit)
    }
}
