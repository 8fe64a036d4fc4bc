//! Method calls: how a receiver is taken (borrowed, or moved by a consuming method) and which
//! side runs the call: std I/O objects ([`interp_stream_method`](super::interp_stream_method))
//! or plain values ([`interp_value_method`](super::interp_value_method)).

use std::cell::RefCell;
use std::rc::Rc;

use super::check::closures::{ITERATOR_BORROWING, ITERATOR_METHODS};
use super::interp_scope::is_one_of;
use super::interp_socket_options::SOCKET_OPTION_METHODS;
use super::interpreter::{Eval, Interpreter, fatal};
use super::ir::{Expr, ExprKind};
use super::known::NET_METHODS;
use super::value::{BytesKind, Slot, Value};
use crate::stack::stream::StreamRef;
use crate::trace::Span;

/// Methods that take their receiver by value.
const CONSUMING: &[&str] = &[
    "into_inner",
    "take",
    "into_parts",
    "lines",
    "bytes",
    "split",
    "chain",
    "into_raw_fd",
    "unwrap",
    "expect",
    "into_bytes",
    "unwrap_or",
    "unwrap_or_default",
    "ok",
    "ok_or",
];

/// Methods of the I/O traits and types, run on a stream, besides the plain reads and writes
/// (`interp_stream_method::is_plain_io`, asked first). The calls of a script's loops come
/// first: every stream method call walks the list up to its name (`read` was 26 names in).
pub(super) const STREAM_METHODS: &[&str] = &[
    "read_to_end",
    "read_to_string",
    "lines",
    "bytes",
    "read_until",
    "fill_buf",
    "consume",
    "take",
    "sync_data",
    "set_len",
    "metadata",
    "seek",
    "rewind",
    "stream_position",
    "seek_relative",
    "skip_until",
    "split",
    "chain",
    "limit",
    "set_limit",
    "write_vectored",
    "by_ref",
    "get_ref",
    "get_mut",
    "into_inner",
    "into_parts",
    "buffer",
    "capacity",
    "lock",
    "try_clone",
    "as_raw_fd",
    "into_raw_fd",
    "sync_all",
    "position",
    "set_position",
];

impl Interpreter<'_> {
    pub(super) fn eval_method(
        &mut self,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
        span: Span,
        method_span: Span,
    ) -> Eval {
        if method == "take"
            && args.is_empty()
            && let Some(taken) = self.json_take(receiver)?
        {
            return Ok(taken);
        }
        let value = match &receiver.kind {
            // Method calls auto-borrow a variable; consuming ones move out of it. (`None` is a
            // value, unless a variable has that name.)
            ExprKind::Var(name) if name != "None" || self.find_var(name).is_some() => {
                let slot = self.lookup(name, receiver.span)?;
                if let Some(owned) = self.moved_receiver(&slot, method) {
                    owned
                } else if matches!(&*slot.borrow(), Value::Moved) {
                    return Err(fatal(
                        receiver.span,
                        format!("borrow of moved value: `{name}`"),
                    ));
                } else {
                    Value::Ref(slot)
                }
            }
            // A struct's field is borrowed where it lives (`self.lines.push(…)`).
            ExprKind::Field(..) if let Some(slot) = self.place_slot(receiver)? => self
                .moved_receiver(&slot, method)
                .unwrap_or(Value::Ref(slot)),
            // A tuple's field is lent out as `&mut pair.0` is (`pair.0.push_str(…)`), and what
            // the method changes is written back.
            ExprKind::Field(..) if let Some(Value::Ref(slot)) = self.lend_element(receiver)? => {
                self.moved_receiver(&slot, method)
                    .unwrap_or(Value::Ref(slot))
            }
            // `data["a"].as_array_mut()`: serde_json's `IndexMut` lends the member out.
            ExprKind::Index(..)
                if let Some(member) = self.json_member_receiver(receiver, method)? =>
            {
                member
            }
            // `v[a..b].sort()`: the method changes that part of `v` where it lives.
            ExprKind::Index(_, index)
                if matches!(index.kind, ExprKind::Range { .. })
                    && super::interp_slice::changes_items(method) =>
            {
                match self.eval_ref(receiver, true)? {
                    view @ Value::SliceRef(..) => view,
                    _ => {
                        return Err(fatal(
                            receiver.span,
                            format!(
                                "`{method}` of a part of this value is not supported by bufscope yet"
                            ),
                        ));
                    }
                }
            }
            _ => self.eval(receiver)?,
        };
        // The script's iterator: std's `Iterator` methods run over its `next`.
        let value = self.script_iterator_receiver(value, method);
        // `Error::source` (and the deprecated `description`, `cause`) of any error: the
        // script's own, or std's.
        if matches!(method, "source" | "description" | "cause") && args.is_empty() {
            return self.error_method(method, value, span);
        }
        // `Read::chain` and `Read::take` of a `&[u8]` (a slice is no iterator): the slice read
        // as a reader.
        let value = match method {
            // `lines` and `bytes` take the slice by value too: the variable keeps its place.
            "chain" | "take" | "lines" | "bytes" => {
                // Through `by_ref()` they would move the variable's slice on as they read:
                // the copy below could not.
                if matches!(&receiver.kind, ExprKind::Method { method: inner, .. } if inner == "by_ref")
                    && is_byte_slice(&value)
                {
                    return Err(fatal(
                        span,
                        format!(
                            "`{method}` of a byte slice's `by_ref()` is not supported by bufscope yet"
                        ),
                    ));
                }
                super::interp_stream_method::slice_reader(&value).map_or(value, Value::Stream)
            }
            // `Read` of a `&[u8]` a variable holds (`mut r: impl Read` given `&bytes[..]`):
            // the variable holds the reader from then on, so each read goes on where the last
            // stopped, as reading advances the slice.
            read if is_one_of(SLICE_READS, read) || read == "by_ref" => {
                if let Value::Ref(slot) = &value {
                    let slot = super::value::target_slot(slot);
                    let literal = match &*slot.borrow() {
                        Value::Bytes(bytes, BytesKind::Literal) => Some(bytes.clone()),
                        _ => None,
                    };
                    // A byte-string literal the variable holds becomes a slice of its own
                    // bytes, which the reads below move on.
                    if let Some(bytes) = literal {
                        let len = bytes.len();
                        let storage =
                            Rc::new(RefCell::new(Value::Bytes(bytes, BytesKind::Literal)));
                        *slot.borrow_mut() = Value::SliceRef(storage, 0, len);
                    }
                }
                value
            }
            _ => value,
        };
        // `by_ref()` of an iterator: the iterator itself, walked where it is.
        if method == "by_ref"
            && let Some(shared) = self.walked_in_place(&value, span)?
        {
            return Ok(Value::Iter(Rc::new(RefCell::new(shared))));
        }
        // `by_ref()` of a `Vec<u8>` or a byte slice: a reference to it, through which the
        // writes and reads land where it lives (and move the slice on).
        if method == "by_ref" && (vec_writer_slot(&value).is_some() || is_byte_slice(&value)) {
            return Ok(value);
        }
        // A `Vec<u8>` written to as an `io::Write` (`v.write_all(…)`), where it lives.
        if let Some(slot) = vec_writer_slot(&value)
            && matches!(method, "write" | "write_all" | "flush")
        {
            let stream = self.stream_of(Value::Ref(slot), span)?;
            return self.stream_method(stream, method, args, span);
        }
        // A byte slice written to or read from (`Write for &mut [u8]`, `Read for &[u8]`): the
        // variable holding it moves on.
        // A slice no variable holds (`text.as_bytes().read_to_string(…)`) is read by a reader
        // of its own.
        let temporary_slice = matches!(
            value,
            Value::Bytes(_, BytesKind::Array | BytesKind::Literal)
        );
        if (is_one_of(SLICE_READS, method) || is_one_of(SLICE_WRITES, method))
            && (is_byte_slice(&value) || temporary_slice && is_one_of(SLICE_READS, method))
        {
            let stream = self.stream_of(value, span)?;
            return self.stream_method(stream, method, args, span);
        }
        if super::interp_stream_method::is_plain_io(method)
            || is_one_of(STREAM_METHODS, method)
            || is_one_of(NET_METHODS, method)
            || is_one_of(SOCKET_OPTION_METHODS, method)
            || is_one_of(super::interp_udp::UDP_METHODS, method)
        {
            // An owned receiver hands its stream over (so `into_inner` can take it); a borrowed
            // one lends it.
            let (stream, rest) = match value {
                Value::Stream(stream) => (Some(stream), Value::Unit),
                other => (stream_in(&other), other),
            };
            if let Some(stream) = stream {
                let result = self.stream_method(stream, method, args, span);
                // A temporary receiver (`BufWriter::new(f).write_all(…)`) dies with the statement.
                self.drop_value(rest, span, "temporary");
                return result;
            }
            return self.value_method(rest, method, args, span, method_span);
        }
        self.value_method(value, method, args, span, method_span)
    }

    /// The receiver a method takes by value, moved out of its place (`o.unwrap()`,
    /// `v.into_iter()`, `reader.lines()`): only what owns something whose drop can be seen
    /// moves (see [`Interpreter::moves_out`]); anything else is borrowed, as a copy would
    /// read the same. `None`: the method borrows it.
    fn moved_receiver(&self, slot: &Slot, method: &str) -> Option<Value> {
        let consumes = {
            let held = slot.borrow();
            match &*held {
                Value::Stream(_) => is_one_of(CONSUMING, method),
                Value::Iter(_) => is_one_of(CONSUMING, method) || iterator_consumes(method),
                // The script's iterator is moved into what std's methods make of it.
                script if self.is_script_iterator(script) => iterator_consumes(method),
                // `Option::take` borrows the option (`Read::take` consumes a reader).
                other => {
                    (is_one_of(CONSUMING, method) && method != "take"
                        || is_one_of(VALUE_CONSUMING, method))
                        && self.moves_out(other)
                }
            }
        };
        consumes.then(|| std::mem::replace(&mut *slot.borrow_mut(), Value::Moved))
    }
}

/// The `Read` and `BufRead` calls a byte slice (`&[u8]`) runs, moving itself on.
const SLICE_READS: &[&str] = &[
    "read",
    "read_exact",
    "read_to_end",
    "read_to_string",
    "read_line",
    "read_until",
    "fill_buf",
    "consume",
];

/// The `Write` calls a byte slice (`&mut [u8]`) runs, moving itself on.
const SLICE_WRITES: &[&str] = &["write", "write_all", "flush"];

/// Methods of `Option`, `Result` and the collections that take their receiver by value, besides
/// [`CONSUMING`].
const VALUE_CONSUMING: &[&str] = &[
    "into_iter",
    "transpose",
    "unwrap_or_else",
    "unwrap_err",
    "expect_err",
    "err",
    "ok_or_else",
    "map",
    "map_err",
    "and_then",
    "or",
    "or_else",
    "flatten",
    "into_values",
    "into_keys",
    "xor",
    "zip",
    "filter",
    "map_or",
    "is_some_and",
    "is_none_or",
    "is_ok_and",
    "is_err_and",
    "inspect",
    "inspect_err",
    // `Ord`'s (the script's types; numbers are `Copy`).
    "max",
    "min",
    "clamp",
];

/// Whether an iterator method takes the iterator by value.
fn iterator_consumes(method: &str) -> bool {
    is_one_of(&["into_iter", "enumerate", "count"], method)
        || (is_one_of(ITERATOR_METHODS, method) && !is_one_of(ITERATOR_BORROWING, method))
        // `collect (Vec<u8>)`, `sum (f64)`…: named by the checker from what they make.
        || ["collect", "sum", "product"]
            .iter()
            .any(|prefix| method.starts_with(prefix))
}

/// The stream a method receiver is or refers to.
pub(super) fn stream_in(value: &Value) -> Option<StreamRef> {
    match value {
        Value::Stream(stream) => Some(stream.clone()),
        Value::Ref(slot) => stream_in(&slot.borrow()),
        Value::Ok(inner) => match &**inner {
            Value::Stream(stream) => Some(stream.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// A byte slice (`&mut buf[..]`), or a variable holding one or a whole array as one, maybe
/// through references (`r: &mut R` given `&mut slice`).
fn is_byte_slice(value: &Value) -> bool {
    match value {
        Value::SliceRef(storage, ..) => matches!(&*storage.borrow(), Value::Bytes(..)),
        Value::Ref(slot) => match &*slot.borrow() {
            Value::Bytes(_, BytesKind::Array) => true,
            inner @ (Value::SliceRef(..) | Value::Ref(_)) => is_byte_slice(inner),
            _ => false,
        },
        _ => false,
    }
}

/// A `Vec<u8>` variable used as a writer (`v.write_all(…)`), or one a `&mut` variable
/// points at (`w: &mut Vec<u8>` passed as a generic `W: Write`).
fn vec_writer_slot(value: &Value) -> Option<Slot> {
    let Value::Ref(slot) = value else {
        return None;
    };
    let slot = super::value::target_slot(slot);
    matches!(&*slot.borrow(), Value::Bytes(_, BytesKind::Vec)).then(|| slot.clone())
}
