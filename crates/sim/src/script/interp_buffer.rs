//! A `&mut [u8]` argument (`read(&mut buf)`, `peek(&mut buf)`): filled where it lives, so a
//! read into a large buffer costs what it moves, never a copy of the buffer.

use super::interpreter::{Eval, Flow, fatal};
use super::value::Value;
use crate::trace::Span;

/// Runs `read` with `&mut [u8]` from a buffer argument: `&mut buf`, `&mut buf[a..b]`.
pub(super) fn with_byte_buffer(
    target: &Value,
    span: Span,
    read: impl FnOnce(&mut [u8]) -> Eval,
) -> Eval {
    match target {
        Value::Ref(slot) => {
            // Only the reference is copied, never the buffer: a read into a 100 MB buffer
            // costs what it moves.
            let deeper = match &*slot.borrow() {
                Value::Ref(deeper) => Some(deeper.clone()),
                _ => None,
            };
            if let Some(deeper) = deeper {
                return with_byte_buffer(&Value::Ref(deeper), span, read);
            }
            let mut slot = slot.borrow_mut();
            match &mut *slot {
                Value::Bytes(bytes, _) => read(bytes),
                other => Err(fatal(
                    span,
                    format!("expected `&mut [u8]`, found `&mut {}`", other.type_name()),
                )),
            }
        }
        Value::SliceRef(slot, start, end) => {
            let mut slot = slot.borrow_mut();
            match &mut *slot {
                Value::Bytes(bytes, _) => match bytes.get_mut(*start..*end) {
                    Some(part) => read(part),
                    None => Err(stale_slice(*start, *end, bytes.len(), span)),
                },
                other => Err(fatal(
                    span,
                    format!("expected bytes, found `{}`", other.type_name()),
                )),
            }
        }
        other => Err(fatal(
            span,
            format!("expected `&mut [u8]`, found `{}`", other.type_name()),
        )),
    }
}

/// A `&mut buf[start..end]` used after its buffer shrank (`buf.clear()`): rustc refuses the
/// program (the slice borrows `buf`); the simulator stops at the use instead of indexing out
/// of bounds.
pub(super) fn stale_slice(start: usize, end: usize, len: usize, span: Span) -> Flow {
    fatal(
        span,
        format!(
            "this slice (`[{start}..{end}]`) outlived a change to its buffer, which now holds {len} bytes; \
             Rust refuses to compile this (the slice borrows the buffer)"
        ),
    )
}
