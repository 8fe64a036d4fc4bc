//! `Error::source`: the error an error wraps. The script's type runs its own `source` (or
//! std's default, `None`, when it wrote none); a std error answers with std's own `source`,
//! held as a snapshot of the wrapped error (what its `Display` and `Debug` show and its own
//! chain of sources), which is all a program can do with a `&dyn Error`.

use std::cell::RefCell;
use std::error::Error;
use std::rc::Rc;

use super::interp_io_error::Described;
use super::interpreter::{Eval, Interpreter, fatal};
use super::value::{ErrorValue, Value, target_slot};
use crate::trace::Span;

impl Interpreter<'_> {
    /// `error.source()` (`error` by value or a reference): `Some` of the wrapped error, or
    /// `None`.
    pub(super) fn error_source(&mut self, error: Value, span: Span) -> Eval {
        let receiver = match error {
            Value::Ref(slot) => target_slot(&slot),
            other => Rc::new(RefCell::new(other)),
        };
        let script_type = match &*receiver.borrow() {
            Value::Struct(ty, _) | Value::Enum(ty, ..) => Some(*ty),
            _ => None,
        };
        if let Some(ty) = script_type {
            let Some(function) = self.trait_fns(ty).source else {
                return Ok(Value::None);
            };
            let program = self.program;
            return self.call_function(
                &program.functions[function],
                vec![Value::Ref(receiver)],
                span,
            );
        }
        let std_error = match &*receiver.borrow() {
            Value::Error(error) => error.clone(),
            // Text boxed as an error (`Box::<dyn Error>::from("…")`) wraps nothing.
            Value::Str(_) | Value::String(_) => return Ok(Value::None),
            other => {
                return Err(fatal(
                    span,
                    format!("`source` of a `{}`, which is no error", other.type_name()),
                ));
            }
        };
        let wrapped = match &std_error {
            ErrorValue::Io(error) => error.source().map(Described::of),
            ErrorValue::Json(error) => error.source().map(Described::of),
            ErrorValue::Std(error, _) => error.source().map(Described::of),
            ErrorValue::Value(_) => None,
        };
        Ok(match wrapped {
            Some(snapshot) => Value::Some(Box::new(Value::Error(ErrorValue::Std(
                Rc::new(snapshot),
                "dyn std::error::Error",
            )))),
            None => Value::None,
        })
    }
}
