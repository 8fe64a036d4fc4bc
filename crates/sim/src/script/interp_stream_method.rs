//! Methods on std I/O objects (`write_all`, `read_line`, `flush`, `into_inner`…), forwarded
//! to the genuine std types behind the stream.

use std::cell::RefCell;
use std::io::IoSlice;
use std::rc::Rc;

use super::interp_call::usize_value;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Expr, IntTy};
use super::iteration::buffered_reader;
use super::value::IterState;
use super::value::{BytesKind, ErrorValue, Value};
use crate::stack::fd_handles::SimFile;
use crate::stack::script_writer::TwinOp;
use crate::stack::std_streams::StdHandleKind;
use crate::stack::stream::{Stream, StreamRef, share};
use crate::stack::take::TakeStream;
use crate::trace::Span;

impl Interpreter<'_> {
    pub(super) fn stream_method(
        &mut self,
        stream: StreamRef,
        method: &str,
        args: &[Expr],
        span: Span,
    ) -> Eval {
        let label = self.text_of(span);
        // The argument list of the last call, reused: a loop of reads allocates none.
        let mut values = std::mem::take(&mut self.spare_args);
        for arg in args {
            values.push(self.eval(arg)?);
        }
        // An owned receiver is handed over (`into_inner` takes it); the arguments, references
        // and sizes (`chain` takes its stream), are dropped after it.
        let result = self.stream_method_on(stream, method, &mut values, span, label);
        values.clear();
        self.spare_args = values;
        result
    }

    /// [`Interpreter::stream_method`] once its arguments are evaluated (`chain` takes its own).
    pub(super) fn stream_method_on(
        &mut self,
        stream: StreamRef,
        method: &str,
        values: &mut Vec<Value>,
        span: Span,
        label: Rc<str>,
    ) -> Eval {
        // A plain read or write is none of a file's or a socket's own methods: it skips their
        // lists, which are walked name by name.
        if !is_plain_io(method) {
            if let Some(result) = self.file_method(&stream, method, values, span) {
                return result;
            }
            if let Some(result) = self.net_method(&stream, method, values, span) {
                return result;
            }
        }
        match method {
            "write" | "write_all" => {
                let data = self.bytes_arg(
                    values
                        .first()
                        .ok_or_else(|| fatal(span, "missing argument"))?,
                    span,
                )?;
                let mut twin = |w: &mut dyn std::io::Write| {
                    let _ = if method == "write" {
                        w.write(&data).map(drop)
                    } else {
                        w.write_all(&data)
                    };
                };
                self.prepare_script_writer(&stream, TwinOp::Call(&mut twin), (span, &label))?;
                self.record_op(span, label, Some(&stream), |_| {
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
                let mut twin = |w: &mut dyn std::io::Write| {
                    let io: Vec<IoSlice<'_>> = slices.iter().map(|s| IoSlice::new(s)).collect();
                    let _ = w.write_vectored(&io);
                };
                self.prepare_script_writer(&stream, TwinOp::Call(&mut twin), (span, &label))?;
                self.record_op(span, label, Some(&stream), |_| {
                    let io: Vec<IoSlice<'_>> = slices.iter().map(|s| IoSlice::new(s)).collect();
                    let mut s = stream.borrow_mut();
                    Ok(Value::from_io(
                        writer_of(&mut s, span)?.write_vectored(&io),
                        usize_value,
                    ))
                })
            }
            "seek_relative" => {
                let offset = match values.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => i64::try_from(n).unwrap_or(i64::MAX),
                    _ => return Err(fatal(span, "`seek_relative` takes an `i64`")),
                };
                self.record_op(span, label, Some(&stream), |_| {
                    let result = stream
                        .borrow_mut()
                        .seek_relative(offset)
                        .ok_or_else(|| fatal(span, "`seek_relative` is a `BufReader`'s"))?;
                    Ok(Value::from_io(result, |()| Value::Unit))
                })
            }
            "flush" => {
                let mut twin = |w: &mut dyn std::io::Write| {
                    let _ = w.flush();
                };
                self.prepare_script_writer(&stream, TwinOp::Call(&mut twin), (span, &label))?;
                self.record_op(span, label, Some(&stream), |_| {
                    let mut s = stream.borrow_mut();
                    Ok(Value::from_io(writer_of(&mut s, span)?.flush(), |()| {
                        Value::Unit
                    }))
                })
            }
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
            // A `Cursor`'s `get_ref` is its bytes, read where they are (a copy reads the same).
            "get_ref" if stream.borrow().type_name().starts_with("Cursor") => {
                let len = stream.borrow().memory().map_or(0, <[u8]>::len);
                self.reserve_memory(len, span)?;
                let bytes = stream
                    .borrow()
                    .memory()
                    .map(<[u8]>::to_vec)
                    .unwrap_or_default();
                Ok(Value::Ref(Rc::new(RefCell::new(Value::Bytes(
                    bytes,
                    BytesKind::Vec,
                )))))
            }
            // A `Cursor`'s `get_mut` is its `Vec` where it lives (`c.get_mut().clear()`), as a
            // `Vec` writer variable holds it.
            "get_mut" if stream.borrow().type_name().starts_with("Cursor") => {
                Ok(Value::Ref(Rc::new(RefCell::new(Value::Stream(stream)))))
            }
            "get_ref" | "get_mut" if let Some(value) = self.script_writer_ref(&stream) => Ok(value),
            "get_ref" | "get_mut" => {
                let inner = stream
                    .borrow()
                    .inner()
                    .ok_or_else(|| fatal(span, "this type has no inner value"))?;
                Ok(Value::Stream(inner))
            }
            // `Cursor::into_inner` gives back the cursor's own bytes, not a `Result`.
            "into_inner" if stream.borrow().type_name().starts_with("Cursor") => {
                if let Some(borrowed) = self.end_cursor_loan(&stream) {
                    return Ok(borrowed);
                }
                let mut stream = stream.borrow_mut();
                // A `Vec` cursor's bytes are taken; a fixed one's are the array it held.
                Ok(match stream.memory_mut() {
                    Some(vec) => Value::Bytes(std::mem::take(vec), BytesKind::Vec),
                    None => Value::Bytes(
                        stream.memory().map(<[u8]>::to_vec).unwrap_or_default(),
                        BytesKind::Array,
                    ),
                })
            }
            "into_inner" => {
                let is_reader = stream.borrow().type_name().starts_with("BufReader");
                let script_value = self.script_writer_under(&stream).map(|(_, slot)| slot);
                if script_value.is_some() {
                    self.prepare_script_writer(&stream, TwinOp::IntoInner, (span, &label))?;
                }
                let owned = Rc::try_unwrap(stream)
                    .map_err(|_| fatal(span, "cannot move out of a borrowed value"))?;
                let boxed = owned.into_inner();
                let result = self.record_op(span, label, None, |_| {
                    Ok(match boxed.into_inner() {
                        Ok(inner) if is_reader => Value::Stream(inner),
                        Ok(inner) => Value::ok(Value::Stream(inner)),
                        Err((error, back)) => {
                            // IntoInnerError keeps the writer alive; it is dropped with the error.
                            drop(back);
                            Value::io_err(error)
                        }
                    })
                })?;
                let Some(slot) = script_value else {
                    return Ok(result);
                };
                // The script's writer comes back as the script's value; with the error it
                // drops as the writer does.
                let value = slot.take();
                if matches!(result, Value::Ok(_)) {
                    return Ok(Value::ok(value));
                }
                self.drop_value(value, span, "inner");
                Ok(result)
            }
            "into_parts" => {
                let script_value = self.script_writer_under(&stream).map(|(_, slot)| slot);
                let owned = Rc::try_unwrap(stream)
                    .map_err(|_| fatal(span, "cannot move out of a borrowed value"))?;
                match owned.into_inner().into_parts() {
                    Ok((inner, buffered)) => {
                        let buffered = Value::ok(Value::Bytes(buffered, BytesKind::Vec));
                        let inner = match script_value {
                            Some(slot) => slot.take(),
                            None => Value::Stream(inner),
                        };
                        Ok(Value::Tuple(vec![inner, buffered]))
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
                self.record_op(span, label, Some(&stream), |_| {
                    super::interp_buffer::with_byte_buffer(&target, span, |buf| {
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
                self.record_op(span, label, Some(&stream), |_| {
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
                self.record_op(span, label, Some(&stream), |_| {
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
            "read_until" | "skip_until" => {
                let byte = byte_arg(values.first(), method, span)?;
                let target = values.get(1).cloned();
                // `stdin().lock()` reads through the process's `BufReader`.
                let reader = buffered_reader(&stream).unwrap_or_else(|| stream.clone());
                self.record_op(span, label, Some(&stream), |_| {
                    let mut s = reader.borrow_mut();
                    let reader = buf_reader_of(&mut s, span)?;
                    let result = match &target {
                        Some(Value::Ref(slot)) => match &mut *slot.borrow_mut() {
                            Value::Bytes(vec, _) => reader.read_until(byte, vec),
                            _ => return Err(fatal(span, "`read_until` takes `&mut Vec<u8>`")),
                        },
                        _ => reader.skip_until(byte),
                    };
                    Ok(Value::from_io(result, usize_value))
                })
            }
            "split" => {
                let byte = byte_arg(values.first(), method, span)?;
                Ok(super::interp_adapter::adapter(
                    super::value::Adapter::Split(stream, byte),
                ))
            }
            "chain" => {
                let next = values.drain(..).next().unwrap_or_default();
                let next = match slice_reader(&next) {
                    Some(reader) => reader,
                    None => self.stream_of(next, span)?,
                };
                Ok(Value::Stream(share(crate::stack::chain::ChainStream::new(
                    stream, next,
                ))))
            }
            "lines" => Ok(Value::Iter(Rc::new(RefCell::new(IterState::Lines(stream))))),
            "bytes" => Ok(Value::Iter(Rc::new(RefCell::new(IterState::Bytes(stream))))),
            "take" if stream.borrow_mut().reader().is_some() => {
                let limit = match values.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => u64::try_from(n).unwrap_or(0),
                    _ => return Err(fatal(span, "`take` takes a limit")),
                };
                Ok(Value::Stream(share(TakeStream::new(stream, limit))))
            }
            "limit" | "set_limit" => {
                let mut s = stream.borrow_mut();
                let Some(current) = s.take_limit() else {
                    return Err(not_a(&**s, "`Take`", span));
                };
                Ok(if method == "limit" {
                    Value::Int(current.into(), IntTy::U64)
                } else {
                    let limit = match values.first().map(Value::deref) {
                        Some(Value::Int(n, _)) => u64::try_from(n).unwrap_or(0),
                        _ => return Err(fatal(span, "`set_limit` takes a limit")),
                    };
                    s.set_take_limit(limit);
                    Value::Unit
                })
            }
            "fill_buf" => self.record_op(span, label, Some(&stream), |_| {
                // `stdin().lock()` fills the process's `BufReader`.
                let reader = buffered_reader(&stream).unwrap_or_else(|| stream.clone());
                let mut s = reader.borrow_mut();
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
                let reader = buffered_reader(&stream).unwrap_or_else(|| stream.clone());
                let mut s = reader.borrow_mut();
                buf_reader_of(&mut s, span)?.consume(n);
                Ok(Value::Unit)
            }
            "try_clone" => {
                let fd = stream
                    .borrow()
                    .fd()
                    .ok_or_else(|| fatal(span, "only files and sockets can be cloned"))?;
                // A clone of a `TcpStream` is one: it reads with `recvfrom`, writes with `sendto`.
                let socket = stream.borrow().type_name() == "TcpStream";
                self.record_op(span, label, None, |me| {
                    let result = me.kernel.borrow_mut().dup(fd);
                    Ok(match result {
                        Ok(new_fd) if socket => Value::ok(Value::Stream(share(
                            crate::stack::fd_handles::SimTcpStream::new(me.kernel.clone(), new_fd),
                        ))),
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
            // `Cursor::set_position(n)` is `seek(SeekFrom::Start(n))`: no syscall, no error.
            "set_position" => {
                let position = match values.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => u64::try_from(n).unwrap_or(0),
                    _ => return Err(fatal(span, "`set_position` takes a u64")),
                };
                let mut s = stream.borrow_mut();
                if s.position().is_none() {
                    return Err(fatal(span, "only a `Cursor` has a position"));
                }
                let seeker = s
                    .seeker()
                    .ok_or_else(|| fatal(span, "only a `Cursor` has a position"))?;
                seeker
                    .seek(std::io::SeekFrom::Start(position))
                    .map_err(|e| fatal(span, e.to_string()))?;
                drop(s);
                super::interp_fs::cursor_within_budget(&stream, span)?;
                Ok(Value::Unit)
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

/// A byte argument (`read_until(b'\n', …)`, `split(b',')`).
fn byte_arg(value: Option<&Value>, method: &str, span: Span) -> Result<u8, Flow> {
    match value.map(Value::deref) {
        Some(Value::Int(byte, _)) => u8::try_from(byte).map_err(|_| fatal(span, "not a byte")),
        _ => Err(fatal(span, format!("`{method}` takes a byte"))),
    }
}

/// A `&[u8]` as a reader (`Read for &[u8]`): a cursor over a copy of its bytes, for `Read`'s
/// methods that take the slice by value (`chain`); `None` for anything but a byte slice.
pub(super) fn slice_reader(value: &Value) -> Option<StreamRef> {
    let bytes = match value.deref() {
        Value::Bytes(bytes, kind) if kind != BytesKind::Vec => bytes,
        Value::SliceRef(slot, start, end) => match &*slot.borrow() {
            Value::Bytes(bytes, _) => bytes.get(start..end)?.to_vec(),
            _ => return None,
        },
        _ => return None,
    };
    Some(share(crate::stack::cursor::CursorStream::fixed(
        bytes, "&[u8]",
    )))
}

/// The `Read`, `BufRead` and `Write` calls of a script's loops, which every stream runs
/// through std's traits: no file or socket has a method of its own by these names.
const PLAIN_IO: &[&str] = &[
    "read",
    "write",
    "write_all",
    "flush",
    "read_line",
    "read_exact",
];

pub(super) fn is_plain_io(method: &str) -> bool {
    super::interp_scope::is_one_of(PLAIN_IO, method)
}

#[cfg(test)]
mod plain_io_tests {
    use super::PLAIN_IO;
    use crate::script::interp_fs::is_file_method;
    use crate::script::interp_socket_options::SOCKET_OPTION_METHODS;
    use crate::script::interp_udp::UDP_METHODS;
    use crate::script::known::NET_METHODS;

    /// What skipping the file's and the sockets' lists relies on.
    #[test]
    fn a_plain_read_or_write_is_no_file_or_socket_method() {
        let sockets: Vec<&str> = [NET_METHODS, UDP_METHODS, SOCKET_OPTION_METHODS].concat();
        let clashes: Vec<&str> = PLAIN_IO
            .iter()
            .copied()
            .filter(|m| is_file_method(m) || sockets.contains(m))
            .collect();
        assert_eq!(clashes, Vec::<&str>::new());
    }
}
