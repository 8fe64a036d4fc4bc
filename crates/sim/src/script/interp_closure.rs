//! Closures at run time: making one (what it captures) and calling it. The std methods that
//! call closures are in [`interp_adapter`](super::interp_adapter) (lazy adapters) and
//! [`interp_iter_method`](super::interp_iter_method) (consumers, combinators).
//!
//! A closure shares the storage of the variables it sees (a borrow); a `move` closure gets
//! its own copies, and takes streams and non-`Copy` structs out of their variables.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_budget::CALL_DEPTH;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{ClosureDef, Expr};
use super::value::{Closure, Value};
use crate::trace::Span;

pub(super) fn closure_arg(args: &[Value], index: usize, span: Span) -> Result<Rc<Closure>, Flow> {
    match args.get(index) {
        Some(Value::Closure(closure)) => Ok(closure.clone()),
        _ => Err(fatal(span, "expected a closure")),
    }
}

pub(super) fn truthy(value: &Value) -> bool {
    matches!(value.deref(), Value::Bool(true))
}

/// Whether a value can be walked by an iterator method.
pub(super) fn iterable(value: &Value) -> bool {
    match value {
        Value::Iter(_)
        | Value::Range(..)
        | Value::CharRange(..)
        | Value::List(_)
        | Value::Bytes(..) => true,
        Value::Ref(slot) => iterable(&slot.borrow()),
        _ => false,
    }
}

impl Interpreter<'_> {
    /// `|x| …` evaluated: captures what it sees.
    pub(super) fn make_closure(&mut self, def: &Rc<ClosureDef>) -> Value {
        let visible = self.visible_slots();
        let captures = if def.is_move {
            // Only what the body uses: an unrelated stream or struct stays where it is. The
            // innermost of two variables of one name is the one the body sees.
            let mut seen = visible;
            seen.reverse();
            let mut taken: Vec<String> = Vec::new();
            seen.retain(|(name, _)| {
                let keep = def.captures.contains(name) && !taken.contains(name);
                if keep {
                    taken.push(name.clone());
                }
                keep
            });
            seen.into_iter()
                .map(|(name, slot)| {
                    let mut source = slot.borrow_mut();
                    let value = if self.moves_out(&source) {
                        std::mem::replace(&mut *source, Value::Moved)
                    } else {
                        source.clone()
                    };
                    (name, Rc::new(RefCell::new(value)))
                })
                .collect()
        } else {
            visible
        };
        Value::Closure(Rc::new(Closure {
            def: def.clone(),
            captures,
        }))
    }

    /// The closure a local named `name` holds (`let f = |x| …;`), which `name(…)` calls
    /// rather than a function of that name, as in rustc.
    pub(super) fn kept_closure(&self, name: &str) -> Option<Rc<Closure>> {
        match &*self.find_var(name)?.borrow() {
            Value::Closure(closure) => Some(closure.clone()),
            _ => None,
        }
    }

    /// `f(args)` of a kept closure: its arguments moved in, as to any call.
    pub(super) fn call_kept_closure(
        &mut self,
        closure: &Closure,
        args: &[Expr],
        span: Span,
    ) -> Eval {
        let values = args
            .iter()
            .map(|arg| self.eval_moving(arg))
            .collect::<Result<Vec<_>, _>>()?;
        self.call_closure(closure, values, span)
    }

    /// `f(args)` of a variable holding an `FnOnce`: the closure leaves the variable, and what
    /// it holds drops as the call ends (a File it owns closes there).
    pub(super) fn call_consumed_closure(&mut self, name: &str, args: &[Expr], span: Span) -> Eval {
        let slot = self.lookup(name, span)?;
        let taken = std::mem::replace(&mut *slot.borrow_mut(), Value::Moved);
        let Value::Closure(closure) = taken else {
            return Err(fatal(span, format!("internal: `{name}` holds no closure")));
        };
        let result = self.call_kept_closure(&closure, args, span);
        self.drop_value(Value::Closure(closure), span, name);
        result
    }

    /// Calls a closure with its arguments bound to its parameter patterns.
    pub(super) fn call_closure(&mut self, closure: &Closure, args: Vec<Value>, span: Span) -> Eval {
        self.enter(CALL_DEPTH, span)?;
        self.enter_closure(&closure.captures);
        for ((pat, _), value) in closure.def.params.iter().zip(args) {
            self.bind_pattern(pat, value);
        }
        let result = self.eval(&closure.def.body);
        self.leave_closure(closure.def.body.span);
        self.leave(CALL_DEPTH);
        match result {
            Ok(value) | Err(Flow::Return(value)) => Ok(value),
            Err(other) => Err(other),
        }
    }

    pub(super) fn call1(&mut self, closure: &Closure, arg: Value, span: Span) -> Eval {
        self.call_closure(closure, vec![arg], span)
    }
}

/// An item seen through `&` (`filter`'s predicate gets `&Item`).
pub(super) fn by_ref(item: &Value) -> Value {
    Value::Ref(Rc::new(RefCell::new(item.clone())))
}
