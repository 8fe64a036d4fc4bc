//! Method calls: on std I/O objects (forwarded to the genuine types), and on plain values.

use std::cell::RefCell;
use std::io::IoSlice;
use std::rc::Rc;
use std::time::Duration;

use super::interp_call::{stale_slice, usize_value};
use super::interp_expr::text_of;
use super::interpreter::{Eval, Flow, Interpreter, StdLocation, check_capacity, fatal};
use super::ir::{Expr, ExprKind, IntTy};
use super::iteration::IterState;
use super::value::{BytesKind, ErrorValue, Slot, Value, target_slot};
use crate::stack::fd_handles::SimFile;
use crate::stack::std_streams::StdHandleKind;
use crate::stack::stream::{Stream, StreamRef, share};
use crate::trace::Span;

/// Methods that take their receiver by value.
const CONSUMING: &[&str] = &[
    "into_inner",
    "take",
    "into_parts",
    "lines",
    "bytes",
    "into_raw_fd",
    "unwrap",
    "expect",
    "into_bytes",
    "unwrap_or",
    "unwrap_or_default",
    "ok",
];

/// Methods of the I/O traits and types, run on a stream.
const STREAM_METHODS: &[&str] = &[
    "take",
    "sync_data",
    "set_len",
    "metadata",
    "seek",
    "rewind",
    "stream_position",
    "limit",
    "set_limit",
    "write",
    "write_all",
    "write_vectored",
    "flush",
    "by_ref",
    "get_ref",
    "get_mut",
    "into_inner",
    "into_parts",
    "buffer",
    "capacity",
    "read",
    "read_exact",
    "read_to_end",
    "read_to_string",
    "read_line",
    "lines",
    "bytes",
    "fill_buf",
    "consume",
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
        let value = match &receiver.kind {
            // Method calls auto-borrow a variable; consuming ones move out of it.
            ExprKind::Var(name) => {
                let slot = self.lookup(name, receiver.span)?;
                let is_stream = matches!(&*slot.borrow(), Value::Stream(_));
                if CONSUMING.contains(&method) && is_stream {
                    std::mem::replace(&mut *slot.borrow_mut(), Value::Moved)
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
            ExprKind::Field(..) if let Some(slot) = self.place_slot(receiver)? => {
                let is_stream = matches!(&*slot.borrow(), Value::Stream(_));
                if CONSUMING.contains(&method) && is_stream {
                    std::mem::replace(&mut *slot.borrow_mut(), Value::Moved)
                } else {
                    Value::Ref(slot)
                }
            }
            _ => self.eval(receiver)?,
        };
        if STREAM_METHODS.contains(&method) {
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
        if let Some(slot) = vec_writer_slot(&value)
            && matches!(method, "write" | "write_all" | "flush")
        {
            let stream = self.stream_of(Value::Ref(slot), span)?;
            return self.stream_method(stream, method, args, span);
        }
        self.value_method(value, method, args, span, method_span)
    }

    fn stream_method(
        &mut self,
        stream: StreamRef,
        method: &str,
        args: &[Expr],
        span: Span,
    ) -> Eval {
        let label = self.text_of(span);
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.eval(arg)?);
        }
        if let Some(result) = self.file_method(&stream, method, &values, span) {
            return result;
        }
        match method {
            "write" | "write_all" => {
                let data = self.bytes_arg(
                    values
                        .first()
                        .ok_or_else(|| fatal(span, "missing argument"))?,
                    span,
                )?;
                self.record_op(span, label, Some(stream.clone()), |_| {
                    let mut s = stream.borrow_mut();
                    let writer = writer_of(&mut s, span)?;
                    Ok(if method == "write" {
                        Value::from_io(writer.write(&data), usize_value)
                    } else {
                        Value::from_io(writer.write_all(&data), |()| Value::Unit)
                    })
                })
            }
            "write_vectored" => {
                let slices = match values.first().map(Value::deref) {
                    Some(Value::Tuple(items)) => items
                        .iter()
                        .map(|v| self.bytes_arg(v, span))
                        .collect::<Result<Vec<_>, _>>()?,
                    _ => {
                        return Err(fatal(
                            span,
                            "`write_vectored` takes `&[IoSlice::new(…), …]`",
                        ));
                    }
                };
                self.record_op(span, label, Some(stream.clone()), |_| {
                    let io: Vec<IoSlice<'_>> = slices.iter().map(|s| IoSlice::new(s)).collect();
                    let mut s = stream.borrow_mut();
                    Ok(Value::from_io(
                        writer_of(&mut s, span)?.write_vectored(&io),
                        usize_value,
                    ))
                })
            }
            "flush" => self.record_op(span, label, Some(stream.clone()), |_| {
                let mut s = stream.borrow_mut();
                Ok(Value::from_io(writer_of(&mut s, span)?.flush(), |()| {
                    Value::Unit
                }))
            }),
            "by_ref" | "lock" => {
                let locked = stream.borrow().fd().filter(|_| method == "lock");
                match locked {
                    Some(fd) => {
                        let kind = match fd {
                            0 => StdHandleKind::StdinLock,
                            1 => StdHandleKind::StdoutLock,
                            _ => StdHandleKind::StderrLock,
                        };
                        Ok(Value::Stream(share(self.std.handle(kind))))
                    }
                    None => Ok(Value::Stream(stream)),
                }
            }
            "get_ref" | "get_mut" => {
                let inner = stream
                    .borrow()
                    .inner()
                    .ok_or_else(|| fatal(span, "this type has no inner value"))?;
                Ok(Value::Stream(inner))
            }
            // `Cursor::into_inner` gives back the cursor's own bytes, not a `Result`.
            "into_inner" if stream.borrow().type_name().starts_with("Cursor") => {
                let bytes = stream
                    .borrow_mut()
                    .memory_mut()
                    .map(std::mem::take)
                    .unwrap_or_default();
                Ok(Value::Bytes(bytes, BytesKind::Vec))
            }
            "into_inner" => {
                let is_reader = stream.borrow().type_name().starts_with("BufReader");
                let owned = Rc::try_unwrap(stream)
                    .map_err(|_| fatal(span, "cannot move out of a borrowed value"))?;
                let boxed = owned.into_inner();
                self.record_op(span, label, None, |_| {
                    Ok(match boxed.into_inner() {
                        Ok(inner) if is_reader => Value::Stream(inner),
                        Ok(inner) => Value::ok(Value::Stream(inner)),
                        Err((error, back)) => {
                            // IntoInnerError keeps the writer alive; it is dropped with the error.
                            drop(back);
                            Value::io_err(error)
                        }
                    })
                })
            }
            "into_parts" => {
                let owned = Rc::try_unwrap(stream)
                    .map_err(|_| fatal(span, "cannot move out of a borrowed value"))?;
                match owned.into_inner().into_parts() {
                    Ok((inner, buffered)) => {
                        let buffered = Value::ok(Value::Bytes(buffered, BytesKind::Vec));
                        Ok(Value::Tuple(vec![Value::Stream(inner), buffered]))
                    }
                    Err(back) => {
                        let name = back.type_name();
                        Err(fatal(span, format!("`{name}` has no `into_parts`")))
                    }
                }
            }
            "buffer" => {
                let view = stream
                    .borrow()
                    .buffer(usize::MAX)
                    .ok_or_else(|| fatal(span, "this type has no buffer"))?;
                Ok(Value::Bytes(view.data, BytesKind::Literal))
            }
            "capacity" => {
                let view = stream
                    .borrow()
                    .buffer(0)
                    .ok_or_else(|| fatal(span, "this type has no buffer"))?;
                Ok(usize_value(view.capacity))
            }
            "read" | "read_exact" => {
                let target = values
                    .first()
                    .cloned()
                    .ok_or_else(|| fatal(span, "missing buffer argument"))?;
                let exact = method == "read_exact";
                self.record_op(span, label, Some(stream.clone()), |_| {
                    with_byte_buffer(&target, span, |buf| {
                        let mut s = stream.borrow_mut();
                        let reader = reader_of(&mut s, span)?;
                        Ok(if exact {
                            Value::from_io(reader.read_exact(buf), |()| Value::Unit)
                        } else {
                            Value::from_io(reader.read(buf), usize_value)
                        })
                    })
                })
            }
            "read_to_end" => {
                let Some(Value::Ref(slot)) = values.first().cloned() else {
                    return Err(fatal(span, "`read_to_end` takes `&mut Vec<u8>`"));
                };
                self.record_op(span, label, Some(stream.clone()), |_| {
                    let mut slot = slot.borrow_mut();
                    let Value::Bytes(vec, _) = &mut *slot else {
                        return Err(fatal(span, "`read_to_end` takes `&mut Vec<u8>`"));
                    };
                    let mut s = stream.borrow_mut();
                    Ok(Value::from_io(
                        reader_of(&mut s, span)?.read_to_end(vec),
                        usize_value,
                    ))
                })
            }
            "read_to_string" | "read_line" => {
                let Some(Value::Ref(slot)) = values.first().cloned() else {
                    return Err(fatal(span, format!("`{method}` takes `&mut String`")));
                };
                self.record_op(span, label, Some(stream.clone()), |_| {
                    let mut slot = slot.borrow_mut();
                    let Value::String(text) = &mut *slot else {
                        return Err(fatal(span, format!("`{method}` takes `&mut String`")));
                    };
                    let mut s = stream.borrow_mut();
                    if method == "read_to_string" {
                        return Ok(Value::from_io(
                            reader_of(&mut s, span)?.read_to_string(text),
                            usize_value,
                        ));
                    }
                    let inner = s.inner();
                    let result = match s.buf_reader() {
                        Some(reader) => reader.read_line(text),
                        None => {
                            let Some(inner) = inner else {
                                return Err(not_a(&**s, "buffered reader", span));
                            };
                            let mut inner = inner.borrow_mut();
                            buf_reader_of(&mut inner, span)?.read_line(text)
                        }
                    };
                    Ok(Value::from_io(result, usize_value))
                })
            }
            "lines" => Ok(Value::Iter(Rc::new(RefCell::new(IterState::Lines(stream))))),
            "bytes" => Ok(Value::Iter(Rc::new(RefCell::new(IterState::Bytes(stream))))),
            "take" if stream.borrow_mut().reader().is_some() => {
                let limit = match values.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => u64::try_from(n).unwrap_or(0),
                    _ => return Err(fatal(span, "`take` takes a limit")),
                };
                Ok(Value::Stream(share(crate::stack::take::TakeStream::new(
                    stream, limit,
                ))))
            }
            "limit" | "set_limit" => {
                let mut s = stream.borrow_mut();
                let Some(take) = s.as_take() else {
                    return Err(not_a(&**s, "`Take`", span));
                };
                Ok(if method == "limit" {
                    Value::Int(take.limit().into(), IntTy::U64)
                } else {
                    let limit = match values.first().map(Value::deref) {
                        Some(Value::Int(n, _)) => u64::try_from(n).unwrap_or(0),
                        _ => return Err(fatal(span, "`set_limit` takes a limit")),
                    };
                    take.set_limit(limit);
                    Value::Unit
                })
            }
            "fill_buf" => self.record_op(span, label, Some(stream.clone()), |_| {
                let mut s = stream.borrow_mut();
                let reader = buf_reader_of(&mut s, span)?;
                Ok(Value::from_io(reader.fill_buf().map(<[u8]>::to_vec), |b| {
                    Value::Bytes(b, BytesKind::Literal)
                }))
            }),
            "consume" => {
                let n = self.usize_arg(
                    values
                        .first()
                        .ok_or_else(|| fatal(span, "missing argument"))?,
                    span,
                )?;
                let mut s = stream.borrow_mut();
                buf_reader_of(&mut s, span)?.consume(n);
                Ok(Value::Unit)
            }
            "try_clone" => {
                let fd = stream
                    .borrow()
                    .fd()
                    .ok_or_else(|| fatal(span, "only files and sockets can be cloned"))?;
                self.record_op(span, label, None, |me| {
                    let result = me.kernel.borrow_mut().dup(fd);
                    Ok(match result {
                        Ok(new_fd) => Value::ok(Value::Stream(share(SimFile::new(
                            me.kernel.clone(),
                            new_fd,
                        )))),
                        Err(errno) => Value::io_err(errno.into_io()),
                    })
                })
            }
            "position" => {
                let position = stream
                    .borrow()
                    .position()
                    .ok_or_else(|| fatal(span, "only a `Cursor` has a position"))?;
                Ok(Value::Int(position.into(), IntTy::U64))
            }
            "as_raw_fd" | "into_raw_fd" => {
                let fd = stream
                    .borrow()
                    .fd()
                    .ok_or_else(|| fatal(span, "this type has no file descriptor"))?;
                if method == "into_raw_fd" {
                    // The File gives up its fd: dropping it must not close it.
                    std::mem::forget(stream);
                }
                Ok(Value::Int(fd.into(), IntTy::I32))
            }
            other => Err(fatal(
                span,
                format!(
                    "`{other}` is not supported on `{}`",
                    stream.borrow().type_name()
                ),
            )),
        }
    }

    /// `method_span` is the method's name: where rustc's `#[track_caller]` places a panic
    /// (`File::open(p).unwrap()` panics at the column of `unwrap`).
    fn value_method(
        &mut self,
        receiver: Value,
        method: &str,
        args: &[Expr],
        span: Span,
        method_span: Span,
    ) -> Eval {
        if let Some(result) = self.open_options_method(&receiver, method, args, span) {
            return result;
        }
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.eval(arg)?);
        }
        if let Some(ops) = super::interp_format::formatter_of(&receiver) {
            return self.formatter_method(&ops, method, &values, span);
        }
        if let Some(result) = self.user_writer_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.path_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = super::interp_fs::metadata_method(&receiver, method) {
            return result;
        }
        if let Some(result) = self.vec_method(&receiver, method, &values, method_span) {
            return result;
        }
        if let Some(result) = self.string_edit(&receiver, method, &values, method_span) {
            return result;
        }
        if let Some(result) = self.str_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = self.slice_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.map_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.closure_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if method == "to_string" && super::interp_struct::holds_struct(&receiver) {
            // `ToString` through the script's `Display`.
            let needs = super::interp_struct::Needs {
                display: true,
                debug: false,
            };
            return match self.fmt_arg(&receiver, needs, span)? {
                crate::format::value::FmtValue::Opaque(shown) => {
                    Ok(Value::String(shown.0.to_string()))
                }
                _ => Err(fatal(span, "`to_string` of this value is not supported")),
            };
        }
        let slot = match &receiver {
            Value::Ref(slot) => Some(target_slot(slot)),
            _ => None,
        };
        if let Some(slot) = &slot
            && let Some(result) = self.method_in_place(slot, method, &values, span)?
        {
            return Ok(result);
        }
        let value = receiver.deref();
        let unsupported = || {
            fatal(
                span,
                format!(
                    "no method named `{method}` found for `{}`",
                    value.type_name()
                ),
            )
        };
        match (method, &value) {
            // `Clone` of a value (a struct's fields get storage of their own).
            ("clone", _) => Ok(value.clone()),
            ("unwrap" | "expect", Value::Ok(inner) | Value::Some(inner)) => Ok((**inner).clone()),
            ("unwrap", Value::Err(error)) => Err(Flow::Panic(
                format!("called `Result::unwrap()` on an `Err` value: {error:?}"),
                method_span,
            )),
            ("expect", Value::Err(error)) => {
                let message = values.first().and_then(text_of).unwrap_or_default();
                Err(Flow::Panic(format!("{message}: {error:?}"), method_span))
            }
            ("unwrap", Value::None) => Err(Flow::Panic(
                "called `Option::unwrap()` on a `None` value".into(),
                method_span,
            )),
            ("expect", Value::None) => Err(Flow::Panic(
                values.first().and_then(text_of).unwrap_or_default(),
                method_span,
            )),
            ("unwrap_err" | "expect_err", Value::Err(error)) => Ok(Value::error_value(error)),
            ("unwrap_err", Value::Ok(inner)) => Err(Flow::Panic(
                format!(
                    "called `Result::unwrap_err()` on an `Ok` value: {:?}",
                    Shown(super::interp_format::fmt_value(inner))
                ),
                method_span,
            )),
            ("expect_err", Value::Ok(inner)) => {
                let message = values.first().and_then(text_of).unwrap_or_default();
                Err(Flow::Panic(
                    format!(
                        "{message}: {:?}",
                        Shown(super::interp_format::fmt_value(inner))
                    ),
                    method_span,
                ))
            }
            ("err", Value::Err(error)) => Ok(Value::Some(Box::new(Value::error_value(error)))),
            ("err", Value::Ok(_)) => Ok(Value::None),
            ("unwrap_or", Value::Ok(inner) | Value::Some(inner)) => Ok((**inner).clone()),
            ("unwrap_or", Value::Err(_) | Value::None) => {
                Ok(values.into_iter().next().unwrap_or_default())
            }
            ("is_ok", _) => Ok(Value::Bool(matches!(value, Value::Ok(_)))),
            ("is_err", _) => Ok(Value::Bool(matches!(value, Value::Err(_)))),
            ("is_some", _) => Ok(Value::Bool(matches!(value, Value::Some(_)))),
            ("is_none", _) => Ok(Value::Bool(matches!(value, Value::None))),
            ("ok", Value::Ok(inner)) => Ok(Value::Some(inner.clone())),
            ("ok", Value::Err(_)) => Ok(Value::None),
            ("len", _) => length(&value).map(usize_value).ok_or_else(unsupported),
            ("is_empty", _) => length(&value)
                .map(|n| Value::Bool(n == 0))
                .ok_or_else(unsupported),
            (
                "enumerate",
                Value::Iter(_) | Value::Range(..) | Value::List(_) | Value::Bytes(..),
            ) => {
                let inner = IterState::from_value(value.clone(), span)
                    .map_err(|message| fatal(span, message))?;
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Enumerate(
                    Box::new(inner),
                    0,
                )))))
            }
            // One genuine `Iterator::next` of the iterator the variable holds.
            ("next", Value::Iter(state)) => {
                let mut current = state.borrow().clone();
                let item = self.next_item(&mut current, span)?;
                *state.borrow_mut() = current;
                Ok(item.map_or(Value::None, |item| Value::Some(Box::new(item))))
            }
            ("count", Value::Iter(state)) => {
                let mut state = state.borrow().clone();
                let mut n = 0;
                while self.next_item(&mut state, span)?.is_some() {
                    n += 1;
                }
                Ok(usize_value(n))
            }
            ("clear", _) => {
                let slot = slot.ok_or_else(unsupported)?;
                match &mut *slot.borrow_mut() {
                    Value::String(s) => s.clear(),
                    Value::Bytes(b, _) => b.clear(),
                    Value::List(items) => items.clear(),
                    Value::Stream(s) => clear_vec_stream(s),
                    _ => return Err(unsupported()),
                }
                Ok(Value::Unit)
            }
            ("push", Value::List(_)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let item = values.into_iter().next().ok_or_else(unsupported)?;
                if let Value::List(items) = &mut *slot.borrow_mut() {
                    items.push(item);
                }
                Ok(Value::Unit)
            }
            ("iter", Value::List(items)) => Ok(Value::Iter(Rc::new(RefCell::new(
                IterState::Items(items.clone(), 0),
            )))),
            ("push_str" | "push", Value::String(_)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let text = match values.first() {
                    Some(Value::Char(c)) => c.to_string(),
                    Some(other) => text_of(other).ok_or_else(unsupported)?,
                    None => return Err(unsupported()),
                };
                if let Value::String(s) = &mut *slot.borrow_mut() {
                    s.push_str(&text);
                }
                Ok(Value::Unit)
            }
            ("push" | "extend_from_slice", Value::Bytes(..)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let extra = match values.first().map(Value::deref) {
                    Some(Value::Int(b, _)) => vec![b as u8],
                    Some(other) => self.bytes_arg(&other, span)?,
                    None => return Err(unsupported()),
                };
                if let Value::Bytes(b, _) = &mut *slot.borrow_mut() {
                    b.extend_from_slice(&extra);
                }
                Ok(Value::Unit)
            }
            ("as_bytes" | "into_bytes" | "as_slice", _) => Ok(Value::Bytes(
                self.bytes_arg(&value, span)?,
                BytesKind::Literal,
            )),
            // The genuine `str` methods, on the text the value holds.
            ("contains" | "starts_with" | "ends_with", Value::Str(_) | Value::String(_)) => {
                let text = text_of(&value).unwrap_or_default();
                let found = match values.first().map(Value::deref) {
                    Some(Value::Char(c)) => match method {
                        "contains" => text.contains(c),
                        "starts_with" => text.starts_with(c),
                        _ => text.ends_with(c),
                    },
                    Some(other) => {
                        let pattern = text_of(&other).ok_or_else(unsupported)?;
                        match method {
                            "contains" => text.contains(pattern.as_str()),
                            "starts_with" => text.starts_with(pattern.as_str()),
                            _ => text.ends_with(pattern.as_str()),
                        }
                    }
                    None => return Err(unsupported()),
                };
                Ok(Value::Bool(found))
            }
            (
                "to_uppercase" | "to_lowercase" | "trim_start" | "trim_end",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                Ok(match method {
                    "to_uppercase" => Value::String(text.to_uppercase()),
                    "to_lowercase" => Value::String(text.to_lowercase()),
                    "trim_start" => Value::Str(text.trim_start().into()),
                    _ => Value::Str(text.trim_end().into()),
                })
            }
            (
                "split_whitespace" | "split_ascii_whitespace" | "chars",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                let items: Vec<Value> = match method {
                    "chars" => text.chars().map(Value::Char).collect(),
                    "split_whitespace" => text
                        .split_whitespace()
                        .map(|w| Value::Str(w.into()))
                        .collect(),
                    _ => text
                        .split_ascii_whitespace()
                        .map(|w| Value::Str(w.into()))
                        .collect(),
                };
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            (
                "as_str" | "trim" | "to_string" | "to_owned" | "into_owned",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                let text = if method == "trim" {
                    text.trim().to_string()
                } else {
                    text
                };
                Ok(if method == "as_str" || method == "trim" {
                    Value::Str(text.into())
                } else {
                    Value::String(text)
                })
            }
            // An error's `Display` (`io::Error`, `ParseIntError`…).
            ("to_string", Value::Error(error)) => Ok(Value::String(error.to_string())),
            ("to_string", Value::Int(..) | Value::Float(_) | Value::Char(_) | Value::Bool(_)) => {
                Ok(Value::String(
                    Shown(super::interp_format::fmt_value(&value)).to_string(),
                ))
            }
            (parse, Value::Str(_) | Value::String(_)) if parse.starts_with("parse (") => {
                let text = text_of(&value).unwrap_or_default();
                super::interp_parse::parse(&text, parse).ok_or_else(unsupported)
            }
            ("repeat", Value::Str(_) | Value::String(_)) => {
                // In the compiled program's 64-bit `usize`, whatever the host's.
                let n = self.size_arg(values.first().ok_or_else(unsupported)?, span)?;
                let text = text_of(&value).unwrap_or_default();
                let total = text.len() as u128 * n;
                if total > u128::from(u64::MAX) {
                    return Err(Flow::StdPanic(
                        "capacity overflow".into(),
                        StdLocation::SliceRepeat,
                        span,
                    ));
                }
                let total = check_capacity(total, span)?;
                self.reserve_memory(total, span)?;
                // Within the memory budget: `n` fits the host's `usize`.
                Ok(Value::String(text.repeat(usize::try_from(n).unwrap_or(0))))
            }
            ("lines", Value::Str(_) | Value::String(_)) => {
                let text = text_of(&value).unwrap_or_default();
                let items = text.lines().map(|l| Value::Str(l.into())).collect();
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            ("bytes" | "iter", Value::Str(_) | Value::String(_) | Value::Bytes(..)) => {
                let bytes = self.bytes_arg(&value, span)?;
                let items = bytes
                    .iter()
                    .map(|&b| Value::Int(b.into(), IntTy::U8))
                    .collect();
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            ("elapsed", Value::Instant(start)) => {
                let now = self.kernel.borrow().now_ns();
                Ok(Value::Duration(Duration::from_nanos(
                    now.saturating_sub(*start),
                )))
            }
            ("to_be_bytes" | "to_le_bytes" | "to_ne_bytes", Value::Int(n, ty)) => {
                let width = ty.bits() / 8;
                let le = (*n as u128).to_le_bytes();
                let mut bytes = le[..width as usize].to_vec();
                // x86_64 is little-endian: `to_ne_bytes` is `to_le_bytes`.
                if method == "to_be_bytes" {
                    bytes.reverse();
                }
                Ok(Value::Bytes(bytes, BytesKind::Array))
            }
            ("as_secs", Value::Duration(d)) => Ok(Value::Int(d.as_secs().into(), IntTy::U64)),
            ("as_millis", Value::Duration(d)) => Ok(Value::Int(d.as_millis() as i128, IntTy::U128)),
            ("as_micros", Value::Duration(d)) => Ok(Value::Int(d.as_micros() as i128, IntTy::U128)),
            ("as_nanos", Value::Duration(d)) => Ok(Value::Int(d.as_nanos() as i128, IntTy::U128)),
            ("as_secs_f64", Value::Duration(d)) => Ok(Value::Float(d.as_secs_f64())),
            ("kind", Value::Error(ErrorValue::Io(error))) => Ok(Value::ErrorKind(error.kind())),
            ("raw_os_error", Value::Error(ErrorValue::Io(error))) => {
                Ok(match crate::kernel::Errno::of(error) {
                    Some(errno) => {
                        Value::Some(Box::new(Value::Int(errno.code().into(), IntTy::I32)))
                    }
                    None => Value::None,
                })
            }
            ("is_object", Value::Json(json)) => Ok(Value::Bool(json.is_object())),
            ("is_array", Value::Json(json)) => Ok(Value::Bool(json.is_array())),
            ("is_null", Value::Json(json)) => Ok(Value::Bool(json.is_null())),
            ("get", Value::Json(json)) => {
                let key = values.first().and_then(text_of).unwrap_or_default();
                Ok(match json.get(&key) {
                    Some(found) => Value::Some(Box::new(Value::Json(Rc::new(found.clone())))),
                    None => Value::None,
                })
            }
            _ => Err(unsupported()),
        }
    }
}

/// The runtime error for a method the stream's type does not have (rustc refuses such a
/// program; the typed front end should have). Takes the borrowed stream: borrowing its
/// `RefCell` again here would panic.
fn not_a(stream: &dyn Stream, what: &str, span: Span) -> Flow {
    fatal(span, format!("`{}` is not a {what}", stream.type_name()))
}

fn writer_of(stream: &mut Box<dyn Stream>, span: Span) -> Result<&mut dyn std::io::Write, Flow> {
    if stream.writer().is_none() {
        return Err(not_a(&**stream, "writer", span));
    }
    stream.writer().ok_or_else(|| fatal(span, "not a writer"))
}

fn reader_of(stream: &mut Box<dyn Stream>, span: Span) -> Result<&mut dyn std::io::Read, Flow> {
    if stream.reader().is_none() {
        return Err(not_a(&**stream, "reader", span));
    }
    stream.reader().ok_or_else(|| fatal(span, "not a reader"))
}

fn buf_reader_of(
    stream: &mut Box<dyn Stream>,
    span: Span,
) -> Result<&mut dyn std::io::BufRead, Flow> {
    if stream.buf_reader().is_none() {
        return Err(not_a(&**stream, "buffered reader", span));
    }
    stream
        .buf_reader()
        .ok_or_else(|| fatal(span, "not a buffered reader"))
}

impl Interpreter<'_> {
    /// Methods that read or grow a string or byte buffer where it lives, so a call costs what
    /// it reads or adds, never a copy of the whole value (`v.len()` on a 50 MB `Vec` in a
    /// loop). `None`: not one of them; the caller handles it on a copy.
    fn method_in_place(
        &mut self,
        slot: &Slot,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let extra = match (method, &*slot.borrow()) {
            ("len", value) => return Ok(length(value).map(usize_value)),
            ("is_empty", value) => return Ok(length(value).map(|n| Value::Bool(n == 0))),
            ("push_str" | "push", Value::String(_)) => match values.first() {
                Some(Value::Char(c)) => c.to_string().into_bytes(),
                Some(other) => match text_of(other) {
                    Some(text) => text.into_bytes(),
                    None => return Ok(None),
                },
                None => return Ok(None),
            },
            ("push" | "extend_from_slice", Value::Bytes(..)) => match values.first() {
                Some(Value::Int(b, _)) => vec![*b as u8],
                // `v.extend_from_slice(&v)` grows from within, without a copy of `v`.
                Some(Value::Ref(arg)) if Rc::ptr_eq(&target_slot(arg), slot) => Vec::new(),
                Some(other) => self.bytes_arg(other, span)?,
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        // Growing past the capacity reallocates, at least doubling it (std's amortized growth).
        let (len, capacity) = match &*slot.borrow() {
            Value::String(s) => (s.len(), s.capacity()),
            Value::Bytes(b, _) => (b.len(), b.capacity()),
            _ => (0, 0),
        };
        let from_within = extra.is_empty()
            && method == "extend_from_slice"
            && matches!(values.first(), Some(Value::Ref(arg)) if Rc::ptr_eq(&target_slot(arg), slot));
        let added = if from_within { len } else { extra.len() };
        let needed = len + added;
        let growth = if needed > capacity {
            needed.max(2 * capacity) - capacity
        } else {
            0
        };
        self.reserve_memory(growth, span)?;
        match &mut *slot.borrow_mut() {
            Value::String(s) => s.push_str(&String::from_utf8_lossy(&extra)),
            Value::Bytes(b, _) if from_within => b.extend_from_within(..),
            Value::Bytes(b, _) => b.extend_from_slice(&extra),
            _ => return Ok(None),
        }
        Ok(Some(Value::Unit))
    }
}

/// The stream a method receiver is or refers to.
fn stream_in(value: &Value) -> Option<StreamRef> {
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

/// A `Vec<u8>` variable used as a writer (`v.write_all(…)`).
fn vec_writer_slot(value: &Value) -> Option<Slot> {
    match value {
        Value::Ref(slot) if matches!(&*slot.borrow(), Value::Bytes(_, BytesKind::Vec)) => {
            Some(slot.clone())
        }
        _ => None,
    }
}

fn clear_vec_stream(stream: &StreamRef) {
    if let Some(vec) = stream.borrow_mut().memory_mut() {
        vec.clear();
    }
}

fn length(value: &Value) -> Option<usize> {
    match value {
        Value::Str(s) => Some(s.len()),
        Value::String(s) => Some(s.len()),
        Value::Bytes(b, _) => Some(b.len()),
        Value::List(items) => Some(items.len()),
        Value::Stream(stream) => stream.borrow().memory().map(<[u8]>::len),
        Value::Json(json) => json
            .as_array()
            .map(Vec::len)
            .or_else(|| json.as_object().map(|o| o.len())),
        _ => None,
    }
}

/// Runs `read` with `&mut [u8]` from a buffer argument: `&mut buf`, `&mut buf[a..b]`.
fn with_byte_buffer(target: &Value, span: Span, read: impl FnOnce(&mut [u8]) -> Eval) -> Eval {
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

impl ErrorValue {
    /// The error as `std::io::Error`, as `?` converts it in a function returning `io::Result`.
    pub fn into_io(self) -> std::io::Error {
        match self {
            ErrorValue::Io(error) => Rc::try_unwrap(error)
                .unwrap_or_else(|shared| std::io::Error::new(shared.kind(), shared.to_string())),
            ErrorValue::Json(error) => match Rc::try_unwrap(error) {
                Ok(error) => error.into(),
                Err(shared) => std::io::Error::other(shared.to_string()),
            },
            ErrorValue::Value(value) => std::io::Error::other(format!("{value:?}")),
            ErrorValue::Std(error, _) => std::io::Error::other(error.to_string()),
        }
    }
}

/// A value as `{}` and `{:?}` print it, through core's own formatting.
pub(super) struct Shown(pub crate::format::value::FmtValue);

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt_trait(crate::format::spec::FmtTrait::Display, f)
    }
}

impl std::fmt::Debug for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt_trait(crate::format::spec::FmtTrait::Debug, f)
    }
}
