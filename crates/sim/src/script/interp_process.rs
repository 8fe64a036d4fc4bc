//! `std::env`: the command line and variables the run's [`crate::kernel::Process`] holds.

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Eval, Interpreter, fatal};
use super::value::IterState;
use super::value::text_of;
use super::value::{ErrorValue, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// `env::args()` and `env::var(name)`; `None` for any other path.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn process_call(
        &mut self,
        path: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        Some(match path {
            "env::args" => {
                let kernel = self.kernel.borrow();
                let argv = kernel
                    .process
                    .argv()
                    .map(|arg| Value::String(arg.to_string()))
                    .collect();
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    argv, 0,
                )))))
            }
            "env::var" => {
                let Some(name) = values.first().map(Value::deref).as_ref().and_then(text_of) else {
                    return Some(Err(fatal(span, "`env::var` takes a variable's name")));
                };
                let kernel = self.kernel.borrow();
                Ok(match kernel.process.vars.get(&name) {
                    Some(value) => Value::ok(Value::String(value.clone())),
                    None => Value::Err(ErrorValue::Std(
                        Rc::new(std::env::VarError::NotPresent),
                        "std::env::VarError",
                    )),
                })
            }
            _ => return None,
        })
    }
}
