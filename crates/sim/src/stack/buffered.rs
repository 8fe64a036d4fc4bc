//! std's buffered types, genuine, over a [`Tap`]: `BufWriter`, `LineWriter`, `BufReader`.
//!
//! Each stream here owns the real std value and forwards every call to it unchanged; before
//! each call it tells its tap which memory is the caller's, so the tap can tell a flush of the
//! buffer from a direct write. Nothing here decides when to flush or refill: std does.

use std::cell::Cell;
use std::rc::Rc;

use super::fd_handles::KernelRef;
use super::stream::StreamRef;
use crate::trace::{Cause, Frame, LostData};

mod buf_reader;
mod buf_writer;
mod line_writer;
pub use crate::std_capacities::{DEFAULT_BUF_SIZE, LINE_WRITER_CAPACITY};
pub use buf_reader::BufReaderStream;
pub use buf_writer::BufWriterStream;
pub use line_writer::LineWriterStream;

/// Runs `body` with `cause` as the reason for any data it moves, e.g. an explicit flush.
fn with_cause<T>(kernel: &KernelRef, frame: String, cause: Cause, body: impl FnOnce() -> T) -> T {
    kernel
        .borrow_mut()
        .recorder
        .context
        .push(Frame::new(frame), Some(cause));
    let result = body();
    kernel.borrow_mut().recorder.context.pop();
    result
}

fn layer_name(kind: &str, inner: &StreamRef) -> String {
    format!("{kind}<{}>", inner.borrow().type_name())
}

/// Drops a genuine buffered writer: std's Drop flushes it (ignoring errors) and then drops the
/// layers below. The flush is labelled as a drop, and what it could not pass down is reported
/// lost.
fn drop_buffered(
    name: &str,
    kernel: KernelRef,
    passed: Rc<Cell<u64>>,
    pending: usize,
    writer: impl Sized,
) {
    let before = passed.get();
    with_cause(&kernel, format!("drop({name})"), Cause::FlushOnDrop, || {
        drop(writer)
    });
    let mut kernel = kernel.borrow_mut();
    let flushed = (passed.get() - before) as usize;
    if pending > flushed {
        kernel.recorder.lost.push(LostData {
            holder: name.to_string(),
            bytes: pending - flushed,
            reason: "its flush on drop failed, and Drop ignores the error".to_string(),
        });
    }
}
