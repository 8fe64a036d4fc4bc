//! Lazy iterator adapters (`map`, `filter`, `take_while`, `map_while`, `chain`, `zip`, `flat_map`,
//! `peekable`…): an adapter over `lines()` reads only when an item is pulled, as std's do.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_closure::{by_ref, truthy};
use super::interpreter::{Flow, Interpreter, fatal};
use super::iteration::io_item;
use super::value::Adapter;
use super::value::IterState;
use super::value::{BytesKind, Value};
use crate::trace::Span;

pub(super) fn adapter(adapter: Adapter) -> Value {
    Value::Iter(Rc::new(RefCell::new(IterState::Adapter(Box::new(adapter)))))
}

impl Interpreter<'_> {
    /// One step of an adapter.
    pub(super) fn next_adapted(
        &mut self,
        adapter: &mut Adapter,
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        match adapter {
            Adapter::Map(inner, f) => match self.next_item(inner, span)? {
                Some(item) => Ok(Some(self.call1(f, item, span)?)),
                None => Ok(None),
            },
            Adapter::Inspect(inner, f) => {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                self.call1(f, by_ref(&item), span)?.discard();
                Ok(Some(item))
            }
            Adapter::Filter(inner, f) => loop {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                if truthy(&self.call1(f, by_ref(&item), span)?) {
                    return Ok(Some(item));
                }
                // An item the filter turns away is dropped there and then, as std's is.
                self.drop_value(item, span, "item");
            },
            Adapter::FilterMap(inner, f) => loop {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                if let Value::Some(kept) = self.call1(f, item, span)? {
                    return Ok(Some(*kept));
                }
            },
            Adapter::MapWhile(inner, f, done) => {
                if *done {
                    return Ok(None);
                }
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                match self.call1(f, item, span)? {
                    Value::Some(kept) => Ok(Some(*kept)),
                    _ => {
                        *done = true;
                        Ok(None)
                    }
                }
            }
            // As std's `Scan::next`: no item ends it; the closure's `None` does (std's `Scan`
            // is not fused, but nothing the script can call asks again after a `None`).
            Adapter::Scan(inner, state, f) => {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                let lent = Rc::new(RefCell::new(std::mem::take(&mut **state)));
                let result = self.call_closure(f, vec![Value::Ref(lent.clone()), item], span);
                **state = std::mem::take(&mut *lent.borrow_mut());
                match result? {
                    Value::Some(kept) => Ok(Some(*kept)),
                    _ => Ok(None),
                }
            }
            Adapter::TakeWhile(inner, f, done) => {
                if *done {
                    return Ok(None);
                }
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                if truthy(&self.call1(f, by_ref(&item), span)?) {
                    Ok(Some(item))
                } else {
                    *done = true;
                    self.drop_value(item, span, "item");
                    Ok(None)
                }
            }
            Adapter::SkipWhile(inner, f, skipping) => loop {
                let Some(item) = self.next_item(inner, span)? else {
                    return Ok(None);
                };
                if *skipping && truthy(&self.call1(f, by_ref(&item), span)?) {
                    self.drop_value(item, span, "item");
                    continue;
                }
                *skipping = false;
                return Ok(Some(item));
            },
            Adapter::Copied(inner) => Ok(self.next_item(inner, span)?.map(|item| item.deref())),
            Adapter::Take(inner, left) => {
                if *left == 0 {
                    return Ok(None);
                }
                *left -= 1;
                self.next_item(inner, span)
            }
            Adapter::Skip(inner, left) => {
                while *left > 0 {
                    *left -= 1;
                    let Some(skipped) = self.next_item(inner, span)? else {
                        return Ok(None);
                    };
                    self.drop_value(skipped, span, "item");
                }
                self.next_item(inner, span)
            }
            Adapter::StepBy(inner, step, started) => {
                if *started {
                    for _ in 1..*step {
                        let Some(skipped) = self.next_item(inner, span)? else {
                            return Ok(None);
                        };
                        self.drop_value(skipped, span, "item");
                    }
                }
                *started = true;
                self.next_item(inner, span)
            }
            Adapter::Chain(first, second, first_done) => {
                if !*first_done {
                    if let Some(item) = self.next_item(first, span)? {
                        return Ok(Some(item));
                    }
                    *first_done = true;
                }
                self.next_item(second, span)
            }
            Adapter::Zip(a, b) => {
                let Some(x) = self.next_item(a, span)? else {
                    return Ok(None);
                };
                let Some(y) = self.next_item(b, span)? else {
                    self.drop_value(x, span, "item");
                    return Ok(None);
                };
                Ok(Some(Value::Tuple(vec![x, y])))
            }
            Adapter::FlatMap(outer, f, current) => loop {
                if let Some(inner) = current
                    && let Some(item) = self.next_item(inner, span)?
                {
                    return Ok(Some(item));
                }
                let Some(next) = self.next_item(outer, span)? else {
                    return Ok(None);
                };
                let produced = self.call1(f, next, span)?;
                *current = Some(IterState::from_value(produced, span).map_err(|m| fatal(span, m))?);
            },
            Adapter::Flatten(outer, current) => loop {
                if let Some(inner) = current
                    && let Some(item) = self.next_item(inner, span)?
                {
                    return Ok(Some(item));
                }
                let Some(next) = self.next_item(outer, span)? else {
                    return Ok(None);
                };
                *current = Some(IterState::from_value(next, span).map_err(|m| fatal(span, m))?);
            },
            Adapter::Split(stream, byte) => {
                let (stream, byte) = (stream.clone(), *byte);
                self.next_buffered(&stream, "split", span, |reader| {
                    io_item(std::io::BufRead::split(reader, byte).next(), |v| {
                        Value::Bytes(v, BytesKind::Vec)
                    })
                })
            }
            Adapter::Peekable(inner, peeked) => match peeked.take() {
                Some(item) => Ok(item),
                None => self.next_item(inner, span),
            },
        }
    }
}
