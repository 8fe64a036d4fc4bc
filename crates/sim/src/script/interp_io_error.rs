//! `io::Error::new(kind, error)` and `io::Error::other(error)` make the genuine `io::Error`,
//! boxing what std boxes: text as std's own string error, any other error as one that shows
//! what the original's `Display` and `Debug` show (so `{:?}` prints `Custom { kind: …, error:
//! … }` as std does); `io::Error::from(kind)` the one of that kind with no message.

use std::error::Error;
use std::fmt;

use super::interpreter::{Flow, Interpreter, fatal};
use super::user_fmt::Needs;
use super::value::{ErrorValue, Value, text_of};
use crate::format::spec::FmtTrait;
use crate::format::value::FmtValue;
use crate::trace::Span;

impl Interpreter<'_> {
    /// What `error` becomes as `Box<dyn Error + Send + Sync>`.
    pub(super) fn boxed_error(
        &mut self,
        error: &Value,
        span: Span,
    ) -> Result<Box<dyn Error + Send + Sync>, Flow> {
        if let Some(text) = text_of(error) {
            return Ok(text.into());
        }
        let needs = Needs {
            display: true,
            debug: true,
        };
        let shown = self.fmt_arg(error, needs, span)?;
        Ok(Box::new(Described {
            display: Shown(&shown, FmtTrait::Display).to_string(),
            debug: Shown(&shown, FmtTrait::Debug).to_string(),
        }))
    }
}

/// A formatted value shown by one of its traits.
struct Shown<'a>(&'a FmtValue, FmtTrait);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_trait(self.1, f)
    }
}

/// An error boxed by `io::Error::new`, shown as the original was.
struct Described {
    display: String,
    debug: String,
}

impl fmt::Debug for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.debug)
    }
}

impl fmt::Display for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display)
    }
}

impl Error for Described {}

/// std's `From<io::ErrorKind> for io::Error`, of the kind `kind` holds.
pub(super) fn io_error_of_kind(kind: &Value, span: Span) -> Result<Value, Flow> {
    match kind.deref() {
        Value::ErrorKind(kind) => Ok(Value::Error(ErrorValue::Io(std::rc::Rc::new(
            std::io::Error::from(kind),
        )))),
        other => Err(fatal(
            span,
            format!("expected an `io::ErrorKind`, found `{}`", other.type_name()),
        )),
    }
}
