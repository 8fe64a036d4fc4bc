//! Arguments as the std functions take them: a stream, text, a size, bytes, a JSON value,
//! each with rustc's or std's message when the value is not one.

use super::interp_buffer::stale_slice;
use super::interpreter::{Flow, Interpreter, fatal};
use super::value::{BytesKind, Value};
use crate::stack::memory::VecStream;
use crate::stack::stream::{StreamRef, share};
use crate::trace::Span;

impl Interpreter<'_> {
    /// The stream a value is or refers to; a `Vec<u8>` becomes a writer over itself.
    pub(super) fn stream_of(&mut self, value: Value, span: Span) -> Result<StreamRef, Flow> {
        match value {
            Value::Stream(stream) => Ok(stream),
            Value::Bytes(vec, BytesKind::Vec) => Ok(share(VecStream { vec })),
            // A byte slice given by value (`BufReader::new(text.as_bytes())`): a reader of its
            // own over the bytes, moving on as it is read, as `&[u8]`'s `Read` does.
            Value::Bytes(_, BytesKind::Array | BytesKind::Literal) => {
                super::interp_stream_method::slice_reader(&value)
                    .ok_or_else(|| fatal(span, "expected a byte slice"))
            }
            // A byte slice given by value (`write!(&mut buf[..], …)`).
            Value::SliceRef(storage, start, end) => {
                self.slice_stream(None, storage, (start, end), span)
            }
            Value::Ref(slot) => {
                // The common case, a variable holding the stream, is read where it lives.
                if let Value::Stream(stream) = &*slot.borrow() {
                    return Ok(stream.clone());
                }
                let current = std::mem::take(&mut *slot.borrow_mut());
                match current {
                    // A variable holding a byte slice: the slice is the writer (or reader),
                    // and moves on as it is used.
                    Value::SliceRef(storage, start, end) => {
                        *slot.borrow_mut() = Value::SliceRef(storage.clone(), start, end);
                        self.slice_stream(Some(slot), storage, (start, end), span)
                    }
                    // `let w: &mut [u8] = &mut array;`: the whole array as that slice.
                    Value::Ref(inner) if array_len(&inner.borrow()).is_some() => {
                        let len = array_len(&inner.borrow()).unwrap_or(0);
                        *slot.borrow_mut() = Value::Ref(inner.clone());
                        self.slice_stream(Some(slot), inner, (0, len), span)
                    }
                    // An array coerced to a slice and given by value.
                    current @ Value::Bytes(_, BytesKind::Array) => {
                        let len = array_len(&current).unwrap_or(0);
                        *slot.borrow_mut() = current;
                        self.slice_stream(None, slot, (0, len), span)
                    }
                    Value::Stream(stream) => {
                        *slot.borrow_mut() = Value::Stream(stream.clone());
                        Ok(stream)
                    }
                    Value::Bytes(vec, BytesKind::Vec) => {
                        // The variable now holds the writer; `len()` and friends still work.
                        let stream = share(VecStream { vec });
                        *slot.borrow_mut() = Value::Stream(stream.clone());
                        Ok(stream)
                    }
                    Value::Ref(inner) => {
                        *slot.borrow_mut() = Value::Ref(inner.clone());
                        self.stream_of(Value::Ref(inner), span)
                    }
                    other => {
                        let name = other.type_name();
                        *slot.borrow_mut() = other;
                        Err(fatal(
                            span,
                            format!("expected a reader or writer, found `{name}`"),
                        ))
                    }
                }
            }
            Value::Moved => Err(fatal(span, "use of moved value")),
            other => Err(fatal(
                span,
                format!("expected a reader or writer, found `{}`", other.type_name()),
            )),
        }
    }

    pub(super) fn text_arg(&self, value: &Value, span: Span) -> Result<String, Flow> {
        super::value::text_of(value).ok_or_else(|| {
            fatal(
                span,
                format!("expected a string, found `{}`", value.type_name()),
            )
        })
    }

    /// A size argument as the compiled program has it (a 64-bit `usize`, whatever the host's).
    pub(super) fn size_arg(&self, value: &Value, span: Span) -> Result<u128, Flow> {
        match value.deref() {
            Value::Int(n, _) if n >= 0 => Ok(n as u128),
            other => Err(fatal(
                span,
                format!("expected a `usize`, found `{}`", other.type_name()),
            )),
        }
    }

    pub(super) fn usize_arg(&self, value: &Value, span: Span) -> Result<usize, Flow> {
        match value.deref() {
            Value::Int(n, _) if n >= 0 => Ok(n as usize),
            other => Err(fatal(
                span,
                format!("expected a `usize`, found `{}`", other.type_name()),
            )),
        }
    }

    /// The bytes of a byte buffer, string or slice reference: a copy, whose cost counts
    /// toward the step budget (a loop writing a 1 MB buffer copies 1 MB per iteration).
    pub(super) fn bytes_arg(&mut self, value: &Value, span: Span) -> Result<Vec<u8>, Flow> {
        let bytes = bytes_of(value, span)?;
        self.charge_copy(bytes.len(), span)?;
        Ok(bytes)
    }
}

/// The bytes of a byte buffer, string or slice reference, copied.
fn bytes_of(value: &Value, span: Span) -> Result<Vec<u8>, Flow> {
    match value {
        Value::Bytes(bytes, _) => Ok(bytes.clone()),
        Value::Str(s) => Ok(s.as_bytes().to_vec()),
        Value::String(s) => Ok(s.as_bytes().to_vec()),
        Value::Ref(slot) => bytes_of(&slot.borrow(), span),
        Value::SliceRef(slot, start, end) => match &*slot.borrow() {
            Value::Bytes(bytes, _) => bytes
                .get(*start..*end)
                .map(<[u8]>::to_vec)
                .ok_or_else(|| stale_slice(*start, *end, bytes.len(), span)),
            other => Err(fatal(
                span,
                format!("expected bytes, found `{}`", other.type_name()),
            )),
        },
        Value::IoSlice(bytes) => Ok(bytes.to_vec()),
        Value::Stream(stream) => {
            // `get_ref()` of a `BufWriter<Vec<u8>>` or a `Vec` writer variable.
            let stream = stream.borrow();
            match stream.memory() {
                Some(bytes) => Ok(bytes.to_vec()),
                None => Err(fatal(
                    span,
                    format!("expected bytes, found `{}`", stream.type_name()),
                )),
            }
        }
        other => Err(fatal(
            span,
            format!("expected bytes, found `{}`", other.type_name()),
        )),
    }
}

/// The length of a byte array (not a `Vec`, which grows as a writer).
fn array_len(value: &Value) -> Option<usize> {
    match value {
        Value::Bytes(bytes, BytesKind::Array) => Some(bytes.len()),
        _ => None,
    }
}
