//! `io::read_to_string(reader)`, std's free function: the reader's own `read_to_string` into a
//! new `String` (std 1.95, library/std/src/io/mod.rs), so the same reads as that method.

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Eval, Interpreter, fatal};
use super::value::Value;
use crate::trace::Span;

impl Interpreter<'_> {
    /// `io::read_to_string(reader)`: what std's does, `reader.read_to_string(&mut buf)` into a
    /// new `String`, then the reader dropped as the call returns (a `File` given by value is
    /// closed there; `&mut file` lends it).
    pub(super) fn io_read_to_string(&mut self, values: &mut Vec<Value>, span: Span) -> Eval {
        let reader = values.pop().unwrap_or_default();
        let (stream, rest) = match reader {
            Value::Stream(stream) => (Some(stream), None),
            other => (super::interp_method::stream_in(&other), Some(other)),
        };
        let Some(stream) = stream else {
            return Err(fatal(span, "`io::read_to_string` takes a reader"));
        };
        let text = Rc::new(RefCell::new(Value::String(String::new())));
        let mut args = vec![Value::Ref(text.clone())];
        let label = self.text_of(span);
        let read = self.stream_method_on(stream.clone(), "read_to_string", &mut args, span, label);
        drop(args);
        self.drop_value(rest.unwrap_or(Value::Stream(stream)), span, "reader");
        Ok(match read? {
            Value::Ok(_) => Value::Ok(Box::new(text.take())),
            failed => failed,
        })
    }
}
