//! `Error::source`: the error an error wraps, and the deprecated `description` and `cause`
//! older code still calls. The script's type runs its own (or std's default when it wrote
//! none: `source` is `None`, `description` std's fixed text, `cause` the `source`); a std
//! error answers with std's own, a wrapped error held as a snapshot of it (what its `Display`
//! and `Debug` show and its own chain of sources), which is all a program can do with a
//! `&dyn Error`.

use std::cell::RefCell;
use std::error::Error;
use std::rc::Rc;

use super::interp_io_error::Described;
use super::interpreter::{Eval, Interpreter, fatal};
use super::value::{ErrorValue, Value, target_slot};
use crate::trace::Span;

/// What std's `Error::description` gives an error that does not write its own.
const DEPRECATED_DESCRIPTION: &str = "description() is deprecated; use Display";

impl Interpreter<'_> {
    /// `error.source()` (`error` by value or a reference): `Some` of the wrapped error, or
    /// `None`.
    pub(super) fn error_source(&mut self, error: Value, span: Span) -> Eval {
        self.error_method("source", error, span)
    }

    /// `error.source()`, `error.description()` or `error.cause()`.
    pub(super) fn error_method(&mut self, method: &str, error: Value, span: Span) -> Eval {
        let receiver = match error {
            Value::Ref(slot) => target_slot(&slot),
            other => Rc::new(RefCell::new(other)),
        };
        let script_type = match &*receiver.borrow() {
            Value::Struct(ty, _) | Value::Enum(ty, ..) => Some(*ty),
            _ => None,
        };
        if let Some(ty) = script_type {
            let fns = self.trait_fns(ty);
            let written = match method {
                "description" => fns.description,
                "cause" => fns.cause.or(fns.source),
                _ => fns.source,
            };
            let Some(function) = written else {
                return Ok(match method {
                    "description" => Value::Str(DEPRECATED_DESCRIPTION.into()),
                    _ => Value::None,
                });
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
            Value::Str(_) | Value::String(_) => {
                return Ok(match method {
                    "description" => Value::Str(DEPRECATED_DESCRIPTION.into()),
                    _ => Value::None,
                });
            }
            other => {
                return Err(fatal(
                    span,
                    format!("`{method}` of a `{}`, which is no error", other.type_name()),
                ));
            }
        };
        let error: &dyn Error = match &std_error {
            ErrorValue::Io(error) => &**error,
            ErrorValue::Json(error) => &**error,
            ErrorValue::Std(error, _) => &**error,
            ErrorValue::Value(_) => return Ok(Value::None),
        };
        #[allow(deprecated)]
        let wrapped = match method {
            "description" => return Ok(Value::Str(error.description().into())),
            "cause" => error.cause().map(Described::of),
            _ => error.source().map(Described::of),
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
