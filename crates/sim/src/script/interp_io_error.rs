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
        Ok(Box::new(self.described(error, span, 0)?))
    }

    /// What `error` shows, and the error its `source` gives (followed `depth` deep so far).
    pub(super) fn described(
        &mut self,
        error: &Value,
        span: Span,
        depth: usize,
    ) -> Result<Described, Flow> {
        let needs = Needs {
            display: true,
            debug: true,
        };
        let shown = self.fmt_arg(error, needs, span)?;
        let source = match self.error_source(error.clone(), span)? {
            Value::Some(inner) if depth < SOURCE_DEPTH => {
                Some(Box::new(self.described(&inner, span, depth + 1)?))
            }
            _ => None,
        };
        Ok(Described {
            display: Shown(&shown, FmtTrait::Display).to_string(),
            debug: Shown(&shown, FmtTrait::Debug).to_string(),
            source,
        })
    }
}

/// How far a chain of sources is followed into a snapshot: farther than any program's chain.
const SOURCE_DEPTH: usize = 64;

/// A formatted value shown by one of its traits.
struct Shown<'a>(&'a FmtValue, FmtTrait);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_trait(self.1, f)
    }
}

/// An error boxed by `io::Error::new`, shown as the original was, with the error its
/// `source` gave: what std's `io::Error::source` answers (the boxed error's own `source`).
/// Also a std error's source as a script holds it (`interp_error_source.rs`).
pub(super) struct Described {
    display: String,
    debug: String,
    source: Option<Box<Described>>,
}

impl Described {
    /// A snapshot of `error`: what it shows, and its chain of sources.
    pub(super) fn of(error: &dyn Error) -> Described {
        Described {
            display: error.to_string(),
            debug: format!("{error:?}"),
            source: error.source().map(|inner| Box::new(Described::of(inner))),
        }
    }
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

impl Error for Described {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.source
            .as_deref()
            .map(|inner| inner as &(dyn Error + 'static))
    }
}

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
