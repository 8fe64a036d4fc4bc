//! The std methods that take closures or walk iterators: adapters' constructors, consumers
//! (`fold`, `collect`, `sum`, `any`…), `peek`, slice sorting, and the `Option`/`Result`
//! combinators.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_adapter::adapter;
use super::interp_call::usize_value;
use super::interp_closure::{by_ref, closure_arg, iterable, truthy};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::Function;
use super::ir::IntTy;
use super::iteration::lend_items;
use super::value::Adapter;
use super::value::IterState;
use super::value::Value;
use crate::trace::Span;

impl Interpreter<'_> {
    /// An iterator adapter or consumer, an `Option`/`Result` combinator, `peek`, or a
    /// rewritten `collect`; `None` if `method` is none of these for this receiver.
    pub(super) fn closure_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if method == "as_str" {
            // Looked at where it is: a `String`'s `as_str` copies nothing here.
            return Ok(receiver.peek(chars_left));
        }
        if method == "next_back" {
            return Ok(receiver.peek(|value| match value {
                Value::Iter(state) => next_back(&mut state.borrow_mut()),
                _ => None,
            }));
        }
        // Only these methods are here; anything else must not copy the receiver (a `len()`
        // on a 50 MB vector in a loop would copy it every time).
        let closure_methods = super::check::closures::ITERATOR_METHODS
            .iter()
            .chain(super::known::COMBINATORS)
            .chain(&["peek", "count", "into_iter", "iter"]);
        // `collect (…)`, `sum (f64)`…: named by the checker from what they make.
        let typed = ["collect", "sum (", "product (", "partition ("]
            .iter()
            .any(|prefix| method.starts_with(prefix));
        if !typed && !closure_methods.into_iter().any(|m| *m == method) {
            return Ok(None);
        }
        let value = receiver.deref();
        if let Some(result) = self.combinator(&value, method, args, span)? {
            return Ok(Some(result));
        }
        if method == "peek" {
            return self.peek(receiver, span).map(Some);
        }
        if !iterable(&value) {
            return Ok(None);
        }
        // Over a borrowed collection (`v.iter()`, a method of `&v`), items are lent, not
        // owned: their drops are the collection's.
        let lends = method == "iter" || matches!(receiver, Value::Ref(_));
        // `find`, `position`, `any`, `all` and `nth` borrow the iterator a variable holds
        // (`&mut self`): they move it on where it is. A temporary one is theirs to drop.
        let in_place = if super::check::closures::ITERATOR_BORROWING.contains(&method)
            && matches!(receiver, Value::Ref(_))
        {
            self.walked_in_place(receiver, span)?
        } else {
            None
        };
        let state = || match &in_place {
            Some(shared) => Ok(shared.clone()),
            None => IterState::from_value(value.clone(), span)
                .map(|state| if lends { lend_items(state) } else { state })
                .map_err(|m| fatal(span, m)),
        };
        let usize_at = |i: usize| -> Result<usize, Flow> {
            match args.get(i).map(Value::deref) {
                Some(Value::Int(n, _)) => usize::try_from(n).map_err(|_| fatal(span, "not a size")),
                _ => Err(fatal(span, "expected a number")),
            }
        };
        // What `chain` and `zip` are given may be the script's own iterator.
        let other = |i: usize| -> Result<IterState, Flow> {
            let value = self.script_iterator(args.get(i).cloned().unwrap_or_default());
            IterState::from_value(value, span).map_err(|m| fatal(span, m))
        };
        let made = match method {
            "map" => adapter(Adapter::Map(state()?, closure_arg(args, 0, span)?)),
            "filter" => adapter(Adapter::Filter(state()?, closure_arg(args, 0, span)?)),
            "inspect" => adapter(Adapter::Inspect(state()?, closure_arg(args, 0, span)?)),
            "filter_map" => adapter(Adapter::FilterMap(state()?, closure_arg(args, 0, span)?)),
            "map_while" => adapter(Adapter::MapWhile(
                state()?,
                closure_arg(args, 0, span)?,
                false,
            )),
            "scan" => adapter(Adapter::Scan(
                state()?,
                Box::new(args.first().cloned().unwrap_or_default()),
                closure_arg(args, 1, span)?,
            )),
            "take_while" => adapter(Adapter::TakeWhile(
                state()?,
                closure_arg(args, 0, span)?,
                false,
            )),
            "skip_while" => adapter(Adapter::SkipWhile(
                state()?,
                closure_arg(args, 0, span)?,
                true,
            )),
            "take" => adapter(Adapter::Take(state()?, usize_at(0)?)),
            "skip" => adapter(Adapter::Skip(state()?, usize_at(0)?)),
            "copied" | "cloned" => adapter(Adapter::Copied(state()?)),
            "step_by" => {
                let step = usize_at(0)?;
                if step == 0 {
                    return Err(Flow::Panic("assertion failed: step != 0".into(), span));
                }
                adapter(Adapter::StepBy(state()?, step, false))
            }
            "chain" => adapter(Adapter::Chain(state()?, other(0)?, false)),
            "zip" => adapter(Adapter::Zip(state()?, other(0)?)),
            "flat_map" => adapter(Adapter::FlatMap(
                state()?,
                closure_arg(args, 0, span)?,
                None,
            )),
            "peekable" => adapter(Adapter::Peekable(state()?, None)),
            "flatten" => adapter(Adapter::Flatten(state()?, None)),
            "into_iter" | "iter" => Value::Iter(Rc::new(RefCell::new(state()?))),
            "rev" => {
                let mut all = Vec::new();
                let mut walk = state()?;
                while let Some(item) = self.next_item(&mut walk, span)? {
                    self.reserve_memory(size_of::<Value>(), span)?;
                    all.push(item);
                }
                all.reverse();
                Value::Iter(Rc::new(RefCell::new(IterState::Items(all, 0))))
            }
            _ => return self.consume(state()?, !lends, method, args, span),
        };
        Ok(Some(made))
    }

    /// The consumers: they walk the iterator now. Each item they do not hand on is dropped
    /// where std drops it; an iterator `owned` (not a copy of one a variable holds) is dropped
    /// at the end with what it still holds (`find` stops early).
    fn consume(
        &mut self,
        mut state: IterState,
        owned: bool,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let result =
            match method {
                _ if method.starts_with("collect (") => {
                    self.collect(&mut state, owned, method, span)?
                }
                "sum" | "product" | "sum (f64)" | "product (f64)" | "sum (f32)"
                | "product (f32)" => {
                    // Floats start from std's own `-0.0` (a sum) or `1.0` (a product), which
                    // every item leaves as that item; an empty one is that start.
                    let product = method.starts_with("product");
                    let start = if product { 1.0 } else { -0.0 };
                    let mut total: Option<Value> = match method {
                        "sum (f64)" | "product (f64)" => Some(Value::Float(start)),
                        "sum (f32)" | "product (f32)" => Some(Value::F32(start as f32)),
                        _ => None,
                    };
                    while let Some(item) = self.next_item(&mut state, span)? {
                        total = Some(accumulate(product, total, item.deref(), span)?);
                    }
                    total.unwrap_or(Value::Int(i128::from(method == "product"), IntTy::Default))
                }
                // std's `try_process`: the numbers the `Ok`s (`Some`s) hold, summed until the
                // first `Err` (`None`), which is the answer; no item after it is taken.
                "sum (Result)" | "product (Result)" | "sum (Option)" | "product (Option)" => {
                    let product = method.starts_with("product");
                    let mut total: Option<Value> = None;
                    let mut stopped = None;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        let number = match item.into_deref() {
                            Value::Ok(number) | Value::Some(number) => number.into_deref(),
                            failed => {
                                stopped = Some(failed);
                                break;
                            }
                        };
                        total = Some(accumulate(product, total, number, span)?);
                    }
                    match stopped {
                        Some(failed) => failed,
                        None => {
                            let total =
                                total.unwrap_or(Value::Int(i128::from(product), IntTy::Default));
                            if method.ends_with("(Option)") {
                                Value::Some(Box::new(total))
                            } else {
                                Value::ok(total)
                            }
                        }
                    }
                }
                // std's `max_by(Ord::cmp)` and `min_by`: the script's hand-written `cmp`, or the
                // values' own order.
                "min" | "max" => {
                    // The items of one iterator are of one type: its hand-written `cmp` (if any)
                    // is looked up at the first comparison, not at every one.
                    let mut written: Option<Option<&Function>> = None;
                    self.keep_extreme(&mut state, method == "max", span, &mut |me, a, b| {
                        match *written.get_or_insert_with(|| me.written_order(a, "Ord")) {
                            Some(function) => Ok(matches!(
                                me.call_written_order(function, (a, b), span)?,
                                Value::Ordering(std::cmp::Ordering::Greater)
                            )),
                            None => Ok(truthy(&super::interp_operators::binary(
                                super::ir::BinOp::Gt,
                                a.deref(),
                                b.deref(),
                                span,
                            )?)),
                        }
                    })?
                }
                "min_by_key" | "max_by_key" => {
                    let key_fn = closure_arg(args, 0, span)?;
                    let mut best: Option<(Value, Value)> = None;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        let key = self.call1(&key_fn, by_ref(&item), span)?.deref();
                        let better = match &best {
                            None => true,
                            Some((best_key, _)) => {
                                // `max_by_key` keeps the last of equal items, `min_by_key` the
                                // first.
                                let op = if method == "min_by_key" {
                                    super::ir::BinOp::Lt
                                } else {
                                    super::ir::BinOp::Ge
                                };
                                truthy(&super::interp_operators::binary(
                                    op,
                                    key.clone(),
                                    best_key.clone(),
                                    span,
                                )?)
                            }
                        };
                        if better {
                            if let Some((_, beaten)) = best.replace((key, item)) {
                                self.drop_value(beaten, span, "item");
                            }
                        } else {
                            self.drop_value(item, span, "item");
                        }
                    }
                    best.map_or(Value::None, |(_, item)| Value::Some(Box::new(item)))
                }
                // std's `reduce` with `cmp::max_by`/`cmp::min_by` (see `keep_extreme`).
                "min_by" | "max_by" => {
                    let f = closure_arg(args, 0, span)?;
                    self.keep_extreme(&mut state, method == "max_by", span, &mut |me, a, b| {
                        let order = me.call_closure(&f, vec![by_ref(a), by_ref(b)], span)?;
                        Ok(matches!(
                            order.deref(),
                            Value::Ordering(std::cmp::Ordering::Greater)
                        ))
                    })?
                }
                "last" => {
                    let mut last = None;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        if let Some(earlier) = last.replace(item) {
                            self.drop_value(earlier, span, "item");
                        }
                    }
                    last.map_or(Value::None, |item| Value::Some(Box::new(item)))
                }
                "nth" => {
                    let n = match args.first().map(Value::deref) {
                        Some(Value::Int(n, _)) => n,
                        _ => return Err(fatal(span, "expected a number")),
                    };
                    let mut found = Value::None;
                    for _ in 0..=n {
                        match self.next_item(&mut state, span)? {
                            Some(item) => {
                                let earlier =
                                    std::mem::replace(&mut found, Value::Some(Box::new(item)));
                                self.drop_value(earlier, span, "item");
                            }
                            None => {
                                found = Value::None;
                                break;
                            }
                        }
                    }
                    found
                }
                "fold" => {
                    let mut acc = args.first().cloned().unwrap_or_default();
                    let f = closure_arg(args, 1, span)?;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        acc = self.call_closure(&f, vec![acc, item], span)?;
                    }
                    acc
                }
                "any" | "all" => {
                    let f = closure_arg(args, 0, span)?;
                    let looking_for = method == "any";
                    let mut answer = !looking_for;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        if truthy(&self.call1(&f, item, span)?) == looking_for {
                            answer = looking_for;
                            break;
                        }
                    }
                    Value::Bool(answer)
                }
                "find" => {
                    let f = closure_arg(args, 0, span)?;
                    let mut found = Value::None;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        if truthy(&self.call1(&f, by_ref(&item), span)?) {
                            found = Value::Some(Box::new(item));
                            break;
                        }
                        self.drop_value(item, span, "item");
                    }
                    found
                }
                // std's `partition`: each item, in order, to the first `Vec` if `f(&item)`.
                // `partition (copied)`: `&T` items of a `Copy` `T` into `Vec<T>`s, copied.
                "partition" | "partition (copied)" => {
                    let f = closure_arg(args, 0, span)?;
                    let (mut left, mut right) = (Vec::new(), Vec::new());
                    while let Some(item) = self.next_item(&mut state, span)? {
                        let item = if method == "partition" {
                            item
                        } else {
                            item.into_deref()
                        };
                        if truthy(&self.call1(&f, by_ref(&item), span)?) {
                            left.push(item);
                        } else {
                            right.push(item);
                        }
                    }
                    Value::Tuple(vec![Value::List(left), Value::List(right)])
                }
                "position" => {
                    let f = closure_arg(args, 0, span)?;
                    let mut index = 0;
                    let mut found = Value::None;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        if truthy(&self.call1(&f, item, span)?) {
                            found = Value::Some(Box::new(usize_value(index)));
                            break;
                        }
                        index += 1;
                    }
                    found
                }
                "for_each" => {
                    let f = closure_arg(args, 0, span)?;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        self.call1(&f, item, span)?;
                    }
                    Value::Unit
                }
                "count" => {
                    let mut n = 0;
                    while let Some(item) = self.next_item(&mut state, span)? {
                        self.drop_value(item, span, "item");
                        n += 1;
                    }
                    usize_value(n)
                }
                _ => return Ok(None),
            };
        self.hand_over_lent(&mut state);
        if owned {
            self.drop_iterator(state, span);
        }
        Ok(Some(result))
    }

    /// `it.peek()`: fetches the next item into the `Peekable` the variable holds.
    fn peek(&mut self, receiver: &Value, span: Span) -> Eval {
        let Value::Iter(shared) = receiver.deref() else {
            return Err(fatal(span, "`peek` needs a `Peekable`"));
        };
        // Taken out while the inner iterator runs (it may call closures).
        let mut state =
            std::mem::replace(&mut *shared.borrow_mut(), IterState::Items(Vec::new(), 0));
        let result = match &mut state {
            IterState::Adapter(adapter) => match &mut **adapter {
                Adapter::Peekable(inner, peeked) => {
                    if peeked.is_none() {
                        match self.next_item(inner, span) {
                            Ok(item) => *peeked = Some(item),
                            Err(flow) => {
                                *shared.borrow_mut() = state;
                                return Err(flow);
                            }
                        }
                    }
                    Ok(match peeked {
                        Some(Some(item)) => Value::Some(Box::new(by_ref(item))),
                        _ => Value::None,
                    })
                }
                _ => Err(fatal(span, "`peek` needs a `Peekable`")),
            },
            _ => Err(fatal(span, "`peek` needs a `Peekable`")),
        };
        *shared.borrow_mut() = state;
        result
    }

    /// `Option`/`Result` methods that take a closure.
    fn combinator(
        &mut self,
        value: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if !matches!(
            value,
            Value::Some(_) | Value::None | Value::Ok(_) | Value::Err(_) | Value::Ordering(_)
        ) {
            return Ok(None);
        }
        let is_closure = |i: usize| matches!(args.get(i), Some(Value::Closure(_)));
        let result = match (method, value) {
            ("then_with", Value::Ordering(std::cmp::Ordering::Equal)) => {
                let f = closure_arg(args, 0, span)?;
                self.call_closure(&f, Vec::new(), span)?
            }
            ("then_with", Value::Ordering(order)) => Value::Ordering(*order),
            ("map", Value::Some(inner)) if is_closure(0) => {
                let f = closure_arg(args, 0, span)?;
                Value::Some(Box::new(self.call1(&f, (**inner).clone(), span)?))
            }
            ("map", Value::Ok(inner)) if is_closure(0) => {
                let f = closure_arg(args, 0, span)?;
                Value::ok(self.call1(&f, (**inner).clone(), span)?)
            }
            ("map" | "and_then", Value::None | Value::Err(_)) if is_closure(0) => value.clone(),
            ("and_then", Value::Some(inner) | Value::Ok(inner)) if is_closure(0) => {
                let f = closure_arg(args, 0, span)?;
                self.call1(&f, (**inner).clone(), span)?
            }
            ("unwrap_or_else", Value::Some(inner) | Value::Ok(inner)) => (**inner).clone(),
            // `or_else` differs from `unwrap_or_else` only in what it returns for `Some`/`Ok`.
            ("unwrap_or_else" | "or_else", Value::None) => {
                let f = closure_arg(args, 0, span)?;
                self.call_closure(&f, Vec::new(), span)?
            }
            ("unwrap_or_else" | "or_else", Value::Err(error)) => {
                let f = closure_arg(args, 0, span)?;
                self.call1(&f, Value::error_value(error), span)?
            }
            ("map_err", Value::Ok(_)) => value.clone(),
            ("map_err", Value::Err(error)) => {
                let f = closure_arg(args, 0, span)?;
                let mapped = self.call1(&f, Value::error_value(error), span)?;
                Value::err_of(mapped)
            }
            ("ok_or_else", Value::Some(inner)) => Value::ok((**inner).clone()),
            ("ok_or_else", Value::None) => {
                let f = closure_arg(args, 0, span)?;
                let error = self.call_closure(&f, Vec::new(), span)?;
                Value::err_of(error)
            }
            ("map_or", Value::Some(inner) | Value::Ok(inner)) => {
                let f = closure_arg(args, 1, span)?;
                self.call1(&f, (**inner).clone(), span)?
            }
            ("map_or", Value::None | Value::Err(_)) => args.first().cloned().unwrap_or_default(),
            ("is_some_and", Value::Some(inner)) => {
                let f = closure_arg(args, 0, span)?;
                Value::Bool(truthy(&self.call1(&f, (**inner).clone(), span)?))
            }
            ("is_some_and", Value::None) => Value::Bool(false),
            ("is_none_or", Value::None) => Value::Bool(true),
            ("is_none_or", Value::Some(inner)) | ("is_ok_and", Value::Ok(inner)) => {
                let f = closure_arg(args, 0, span)?;
                Value::Bool(truthy(&self.call1(&f, (**inner).clone(), span)?))
            }
            ("is_ok_and", Value::Err(_)) | ("is_err_and", Value::Ok(_)) => Value::Bool(false),
            ("is_err_and", Value::Err(error)) => {
                let f = closure_arg(args, 0, span)?;
                Value::Bool(truthy(&self.call1(&f, Value::error_value(error), span)?))
            }
            ("filter", Value::Some(inner)) => {
                let f = closure_arg(args, 0, span)?;
                if truthy(&self.call1(&f, by_ref(inner), span)?) {
                    value.clone()
                } else {
                    // What the predicate turns away drops there.
                    self.drop_value((**inner).clone(), span, "temporary");
                    Value::None
                }
            }
            ("filter", Value::None) => Value::None,
            ("or_else", Value::Some(_) | Value::Ok(_)) => value.clone(),
            ("inspect", Value::Some(inner) | Value::Ok(inner)) => {
                let f = closure_arg(args, 0, span)?;
                self.call1(&f, by_ref(inner), span)?.discard();
                value.clone()
            }
            ("inspect_err", Value::Err(error)) => {
                let f = closure_arg(args, 0, span)?;
                self.call1(&f, by_ref(&Value::error_value(error)), span)?
                    .discard();
                value.clone()
            }
            ("inspect", Value::None | Value::Err(_)) | ("inspect_err", Value::Ok(_)) => {
                value.clone()
            }
            _ => return Ok(None),
        };
        Ok(Some(result))
    }
}

/// `ok_or`, `as_ref` and `as_deref` of an `Option`/`Result`; `None` for anything else.
pub(super) fn option_ref(value: &Value, method: &str, values: &[Value]) -> Option<Value> {
    Some(match (method, value) {
        ("ok_or", Value::Some(inner)) => Value::Ok(inner.clone()),
        ("ok_or", Value::None) => Value::err_of(values.first().cloned().unwrap_or_default()),
        // A reference to the value inside (its own storage: reading it is all `&T` allows).
        ("as_ref", Value::Some(inner)) => Value::Some(Box::new(by_ref(inner))),
        ("as_ref", Value::Ok(inner)) => Value::ok(by_ref(inner)),
        ("as_ref" | "as_deref", Value::None | Value::Err(_)) => value.clone(),
        ("as_deref", Value::Some(inner)) => Value::Some(Box::new(Value::Str(
            super::value::text_of(inner).unwrap_or_default().into(),
        ))),
        _ => return None,
    })
}

/// `Chars::as_str`: the text the iterator has not handed out yet; `None` if `value` is no
/// iterator of a string's chars (`String::as_str` is answered elsewhere).
fn chars_left(value: &Value) -> Option<Value> {
    let Value::Iter(state) = value else {
        return None;
    };
    let IterState::Items(items, next) = &*state.borrow() else {
        return None;
    };
    let mut text = String::new();
    for item in items.get(*next..).unwrap_or_default() {
        let Value::Char(c) = item else {
            return None;
        };
        text.push(*c);
    }
    Some(Value::Str(text.into()))
}

/// `next_back` of a slice's or a string's iterator: its last item not handed out yet;
/// `None` for an iterator not kept as its items.
fn next_back(state: &mut IterState) -> Option<Value> {
    let IterState::Items(items, next) = state else {
        return None;
    };
    Some(if items.len() > *next {
        Value::Some(Box::new(items.pop().unwrap_or_default()))
    } else {
        Value::None
    })
}

/// One step of `sum` (`product`): `total + item` (`total * item`), or the item itself first.
fn accumulate(product: bool, total: Option<Value>, item: Value, span: Span) -> Eval {
    let Some(total) = total else {
        return Ok(item);
    };
    let op = if product {
        super::ir::BinOp::Mul
    } else {
        super::ir::BinOp::Add
    };
    super::interp_operators::binary(op, total, item, span)
}

impl Interpreter<'_> {
    /// std's `reduce` with `cmp::max_by` (`max`) or `cmp::min_by`: `greater(kept, next)` for
    /// each next item; `max` keeps the later of equal items, `min` the earlier. The item
    /// left behind is dropped as it is left.
    fn keep_extreme(
        &mut self,
        state: &mut IterState,
        max: bool,
        span: Span,
        greater: &mut dyn FnMut(&mut Self, &Value, &Value) -> Result<bool, Flow>,
    ) -> Eval {
        let mut kept: Option<Value> = None;
        while let Some(item) = self.next_item(state, span)? {
            kept = Some(match kept {
                None => item,
                Some(held) => {
                    let (kept, beaten) = if greater(self, &held, &item)? == max {
                        (held, item)
                    } else {
                        (item, held)
                    };
                    self.drop_value(beaten, span, "item");
                    kept
                }
            });
        }
        Ok(kept.map_or(Value::None, |item| Value::Some(Box::new(item))))
    }
}
