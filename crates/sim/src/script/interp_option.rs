//! `Option` and `Result` methods that keep, trade or lend their contents without a closure:
//! `or`, `xor`, `zip`, `transpose`, `copied`/`cloned`, and the ones that change the option where it lives
//! (`as_mut`, `insert`, `get_or_insert`), whose `&mut` to the contents is lent out as `&mut v[i]`
//! is (see `interp_bind::loan`). What a method does not return drops, as std drops it.

use super::interpreter::Interpreter;
use super::value::{Slot, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// One of these methods of `value` (held in `slot` when the receiver is a place); `None`
    /// for any other method or receiver.
    pub(super) fn option_method(
        &mut self,
        slot: Option<&Slot>,
        value: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Option<Value> {
        let other = || args.first().cloned().unwrap_or_default();
        Some(match (method, value) {
            ("or", Value::Some(_) | Value::Ok(_)) => {
                self.drop_value(other(), span, "temporary");
                value.clone()
            }
            ("or", Value::None | Value::Err(_)) => other(),
            ("xor", Value::Some(_) | Value::None) => match (value, other()) {
                (Value::Some(_), Value::None) => value.clone(),
                (Value::None, theirs @ Value::Some(_)) => theirs,
                (_, theirs) => {
                    self.drop_value(value.clone(), span, "temporary");
                    self.drop_value(theirs, span, "temporary");
                    Value::None
                }
            },
            ("zip", Value::Some(_) | Value::None) => match (value, other()) {
                (Value::Some(mine), Value::Some(theirs)) => {
                    Value::Some(Box::new(Value::Tuple(vec![(**mine).clone(), *theirs])))
                }
                (mine, theirs) => {
                    self.drop_value(mine.clone(), span, "temporary");
                    self.drop_value(theirs, span, "temporary");
                    Value::None
                }
            },
            // `Option<Result<T, E>>` ⇄ `Result<Option<T>, E>`.
            ("transpose", Value::Some(inner)) => match &**inner {
                Value::Ok(item) => Value::ok(Value::Some(item.clone())),
                error => error.clone(),
            },
            ("transpose", Value::None) => Value::ok(Value::None),
            ("transpose", Value::Ok(inner)) => match &**inner {
                Value::Some(item) => Value::Some(Box::new(Value::Ok(item.clone()))),
                _ => Value::None,
            },
            ("transpose", Value::Err(_)) => Value::Some(Box::new(value.clone())),
            ("copied" | "cloned", Value::Some(inner)) => Value::Some(Box::new(inner.deref())),
            ("copied" | "cloned", Value::None) => Value::None,
            ("as_mut", Value::Some(_) | Value::Ok(_)) => {
                let storage = self.lend_contents(slot?);
                match value {
                    Value::Some(_) => Value::Some(Box::new(Value::Ref(storage))),
                    _ => Value::ok(Value::Ref(storage)),
                }
            }
            ("as_mut", Value::None | Value::Err(_)) => value.clone(),
            ("insert", Value::Some(_) | Value::None) => {
                let slot = slot?;
                let old =
                    std::mem::replace(&mut *slot.borrow_mut(), Value::Some(Box::new(other())));
                self.drop_value(old, span, "temporary");
                Value::Ref(self.lend_contents(slot))
            }
            ("get_or_insert", Value::Some(_) | Value::None) => {
                let slot = slot?;
                if matches!(value, Value::None) {
                    *slot.borrow_mut() = Value::Some(Box::new(other()));
                } else {
                    self.drop_value(other(), span, "temporary");
                }
                Value::Ref(self.lend_contents(slot))
            }
            _ => return None,
        })
    }

    /// The contents of the `Some` or `Ok` in `slot`, lent out: what is written there is stored
    /// back into the option after each statement.
    fn lend_contents(&mut self, slot: &Slot) -> Slot {
        let contents = match &*slot.borrow() {
            Value::Some(inner) | Value::Ok(inner) => (**inner).clone(),
            _ => Value::Unit,
        };
        self.lend_out(slot, 0, contents)
    }
}
