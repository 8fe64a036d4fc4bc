//! `std::fs`'s helpers (`read_to_string`, `read`, `write`) and `OpenOptions`, each making the
//! syscalls std makes: the helpers open, size the file with `statx`, read or write, and close.

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Expr, IntTy};
use super::value::{BytesKind, Value};
use crate::kernel::{Errno, OpenMode};
use crate::stack::fd_handles::SimFile;
use crate::stack::stream::{StreamRef, share};
use crate::trace::Span;

/// Whether `method` is a `File`'s own (not of the I/O traits it implements).
pub(super) fn is_file_method(method: &str) -> bool {
    matches!(
        method,
        "sync_all" | "sync_data" | "set_len" | "metadata" | "seek" | "rewind" | "stream_position"
    )
}

impl Interpreter<'_> {
    /// The `fs` helpers, `File::create_new`, `File::options` and `OpenOptions::new`; `None`
    /// for any other path.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn fs_call(&mut self, path: &str, values: &[Value], span: Span) -> Option<Eval> {
        let path_arg = |me: &Self| -> Result<String, Flow> {
            let value = values
                .first()
                .ok_or_else(|| fatal(span, format!("`{path}` takes a path")))?;
            me.text_arg(value, span)
        };
        Some(match path {
            "OpenOptions::new" | "File::options" => Ok(Value::OpenOptions(OpenMode::default())),
            "File::create_new" => {
                path_arg(self).and_then(|file| self.open_with(&file, OpenMode::CREATE_NEW, span))
            }
            "fs::read" | "fs::read_to_string" => path_arg(self).and_then(|file| {
                let size = self.kernel.borrow().file(&file).map_or(0, <[u8]>::len);
                self.reserve_memory(size, span)?;
                let label = self.text_of(span);
                let as_text = path == "fs::read_to_string";
                self.record_op(span, label, None, |me| {
                    let opened = me.kernel.borrow_mut().openat(&file, OpenMode::READ);
                    let mut handle = match opened {
                        Ok(fd) => SimFile::new(me.kernel.clone(), fd),
                        Err(errno) => return Ok(Value::io_err(errno.into_io())),
                    };
                    Ok(if as_text {
                        Value::from_io(handle.read_whole_string(), Value::String)
                    } else {
                        Value::from_io(handle.read_whole(), |bytes| {
                            Value::Bytes(bytes, BytesKind::Vec)
                        })
                    })
                })
            }),
            "fs::metadata" => path_arg(self).and_then(|file| {
                let label = self.text_of(span);
                self.record_op(span, label, None, |me| {
                    let stat = me.kernel.borrow_mut().statx_path(&file);
                    Ok(match stat {
                        Ok(stat) => Value::ok(Value::Metadata(stat)),
                        Err(errno) => Value::io_err(errno.into_io()),
                    })
                })
            }),
            "fs::remove_file" | "fs::create_dir" | "fs::create_dir_all" => {
                path_arg(self).and_then(|file| {
                    let label = self.text_of(span);
                    self.record_op(span, label, None, |me| {
                        let mut kernel = me.kernel.borrow_mut();
                        let result = match path {
                            "fs::remove_file" => kernel.unlink(&file),
                            "fs::create_dir" => kernel.mkdir(&file),
                            _ => create_dir_all(&mut kernel, &file),
                        };
                        Ok(match result {
                            Ok(()) => Value::ok(Value::Unit),
                            Err(errno) => Value::io_err(errno.into_io()),
                        })
                    })
                })
            }
            "SeekFrom::Start" | "SeekFrom::End" | "SeekFrom::Current" => {
                let n = match values.first().map(Value::deref) {
                    Some(Value::Int(n, _)) => n,
                    _ => return Some(Err(fatal(span, format!("`{path}` takes an offset")))),
                };
                Ok(Value::SeekFrom(match path {
                    "SeekFrom::Start" => std::io::SeekFrom::Start(u64::try_from(n).unwrap_or(0)),
                    "SeekFrom::End" => std::io::SeekFrom::End(i64::try_from(n).unwrap_or(0)),
                    _ => std::io::SeekFrom::Current(i64::try_from(n).unwrap_or(0)),
                }))
            }
            "fs::copy" => path_arg(self).and_then(|from| {
                let to = values
                    .get(1)
                    .ok_or_else(|| fatal(span, "`fs::copy` takes two paths"))?;
                let to = self.text_arg(to, span)?;
                let label = self.text_of(span);
                self.record_op(span, label, None, |me| {
                    match super::fs_copy::fs_copy(&me.kernel, &from, &to) {
                        Ok(Ok(bytes)) => Ok(Value::ok(Value::Int(i128::from(bytes), IntTy::U64))),
                        Ok(Err(error)) => Ok(Value::io_err(error)),
                        Err(message) => Err(fatal(span, message)),
                    }
                })
            }),
            "fs::write" => path_arg(self).and_then(|file| {
                let contents = values
                    .get(1)
                    .ok_or_else(|| fatal(span, "`fs::write` takes a path and the contents"))?;
                let bytes = self.bytes_arg(contents, span)?;
                let label = self.text_of(span);
                self.record_op(span, label, None, |me| {
                    let opened = me.kernel.borrow_mut().openat(&file, OpenMode::CREATE);
                    let mut handle = match opened {
                        Ok(fd) => SimFile::new(me.kernel.clone(), fd),
                        Err(errno) => return Ok(Value::io_err(errno.into_io())),
                    };
                    Ok(Value::from_io(
                        std::io::Write::write_all(&mut handle, &bytes),
                        |()| Value::Unit,
                    ))
                })
            }),
            _ => return None,
        })
    }

    /// `OpenOptions`' builder methods and `open`; `None` for other receivers.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn open_options_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Expr],
        span: Span,
    ) -> Option<Eval> {
        let mut mode = receiver.peek(|value| match value {
            Value::OpenOptions(mode) => Some(*mode),
            _ => None,
        })?;
        let slot = match receiver {
            Value::Ref(slot) => Some(super::value::target_slot(slot)),
            _ => None,
        };
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            match self.eval(arg) {
                Ok(value) => values.push(value.deref()),
                Err(flow) => return Some(Err(flow)),
            }
        }
        if method == "open" {
            return Some(
                values
                    .first()
                    .ok_or_else(|| fatal(span, "`open` takes a path"))
                    .and_then(|path| self.text_arg(path, span))
                    .and_then(|file| self.open_with(&file, mode, span)),
            );
        }
        let Some(Value::Bool(on)) = values.first() else {
            return Some(Err(fatal(span, format!("`{method}` takes a `bool`"))));
        };
        let field = match method {
            "read" => &mut mode.read,
            "write" => &mut mode.write,
            "append" => &mut mode.append,
            "truncate" => &mut mode.truncate,
            "create" => &mut mode.create,
            "create_new" => &mut mode.create_new,
            _ => return None,
        };
        *field = *on;
        // The builder returns `&mut Self`: a variable's options change in place.
        Some(Ok(match slot {
            Some(slot) => {
                *slot.borrow_mut() = Value::OpenOptions(mode);
                Value::Ref(slot)
            }
            None => Value::OpenOptions(mode),
        }))
    }

    /// Opens `file` as `mode` says, as one operation: a `File`, std's `InvalidInput` error for
    /// options it refuses (no syscall), or the syscall's error.
    fn open_with(&mut self, file: &str, mode: OpenMode, span: Span) -> Eval {
        if let Err(message) = mode.strace_flags() {
            return Ok(Value::io_err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                message,
            )));
        }
        let label = self.text_of(span);
        self.record_op(span, label, None, |me| {
            let result = me.kernel.borrow_mut().openat(file, mode);
            Ok(match result {
                Ok(fd) => Value::ok(Value::Stream(share(SimFile::new(me.kernel.clone(), fd)))),
                Err(errno) => Value::io_err(errno.into_io()),
            })
        })
    }
}

/// std's `DirBuilder::create_dir_all` (library/std/src/fs.rs): `mkdir`; on `ENOENT` the parent
/// first, then `mkdir` again; any other failure is fine if the path is a directory (`statx`).
fn create_dir_all(kernel: &mut crate::kernel::Kernel, path: &str) -> Result<(), Errno> {
    if path.is_empty() {
        return Ok(());
    }
    let is_dir =
        |kernel: &mut crate::kernel::Kernel| kernel.statx_path(path).is_ok_and(|stat| stat.is_dir);
    match kernel.mkdir(path) {
        Ok(()) => return Ok(()),
        Err(Errno::Enoent) => {}
        Err(_) if is_dir(kernel) => return Ok(()),
        Err(errno) => return Err(errno),
    }
    let trimmed = path.trim_end_matches('/');
    let parent = trimmed.rsplit_once('/').map_or("", |(parent, _)| parent);
    create_dir_all(kernel, parent)?;
    match kernel.mkdir(path) {
        Ok(()) => Ok(()),
        Err(_) if is_dir(kernel) => Ok(()),
        Err(errno) => Err(errno),
    }
}

/// `Metadata`'s methods; `None` for other receivers.
pub(super) fn metadata_method(receiver: &Value, method: &str) -> Option<Eval> {
    let stat = receiver.peek(|value| match value {
        Value::Metadata(stat) => Some(*stat),
        _ => None,
    })?;
    Some(Ok(match method {
        "len" => Value::Int(stat.size.into(), IntTy::U64),
        "is_file" => Value::Bool(!stat.is_dir),
        "is_dir" => Value::Bool(stat.is_dir),
        _ => return None,
    }))
}

impl Interpreter<'_> {
    /// A `File`'s own calls on its fd, and `Seek` on a `File` or a `Cursor`; `None` for any
    /// other method.
    #[inline(never)]
    pub(super) fn file_method(
        &mut self,
        stream: &StreamRef,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !is_file_method(method) {
            return None;
        }
        let label = self.text_of(span);
        let name = stream.borrow().type_name();
        let seeking = matches!(method, "seek" | "rewind" | "stream_position");
        let supported = if seeking {
            stream.borrow_mut().seeker().is_some()
        } else {
            stream.borrow_mut().file().is_some()
        };
        if !supported {
            return Some(Err(fatal(
                span,
                format!("`{method}` on `{name}` is not supported by bufscope yet"),
            )));
        }
        let from = match (method, values.first().map(Value::deref)) {
            ("seek", Some(Value::SeekFrom(from))) => Some(from),
            ("seek", _) => return Some(Err(fatal(span, "`seek` takes a `SeekFrom`"))),
            ("rewind", _) => Some(std::io::SeekFrom::Start(0)),
            ("stream_position", _) => Some(std::io::SeekFrom::Current(0)),
            _ => None,
        };
        let len = match (method, values.first().map(Value::deref)) {
            ("set_len", Some(Value::Int(n, _))) => u64::try_from(n).unwrap_or(0),
            _ => 0,
        };
        if method == "set_len" {
            // Growing a file fills it with zeros the simulation holds: the memory budget
            // first (fuzz: `set_len(1_000_000_000)` took 1.9 GB).
            let current = {
                let kernel = self.kernel.borrow();
                let fd = stream.borrow().fd();
                fd.and_then(|fd| kernel.device_of(fd))
                    .map_or(0, |device| kernel.device_output(device).len() as u64)
            };
            let growth = usize::try_from(len.saturating_sub(current)).unwrap_or(usize::MAX);
            if let Err(flow) = self.reserve_memory(growth, span) {
                return Some(Err(flow));
            }
        }
        let done = self.record_op(span, label, Some(stream), |_| {
            let mut s = stream.borrow_mut();
            if let Some(from) = from {
                let seeker = s.seeker().ok_or_else(|| fatal(span, "not seekable"))?;
                // `stream_position` is its own method: `BufReader`'s asks the inner reader
                // without discarding its buffer.
                let result = if method == "stream_position" {
                    seeker.stream_position()
                } else {
                    seeker.seek(from)
                };
                return Ok(if method == "rewind" {
                    Value::from_io(result, |_| Value::Unit)
                } else {
                    Value::from_io(result, |n| Value::Int(n.into(), IntTy::U64))
                });
            }
            let file = s.file().ok_or_else(|| fatal(span, "not a file"))?;
            Ok(match method {
                "sync_all" => Value::from_io(file.sync(false), |()| Value::Unit),
                "sync_data" => Value::from_io(file.sync(true), |()| Value::Unit),
                "set_len" => Value::from_io(file.set_len(len), |()| Value::Unit),
                _ => Value::from_io(file.len_by_statx(), |size| {
                    Value::Metadata(crate::kernel::sim_kernel::FileStat {
                        size,
                        is_dir: false,
                    })
                }),
            })
        });
        Some(done.and_then(|value| {
            cursor_within_budget(stream, span)?;
            Ok(value)
        }))
    }
}

/// A `Cursor` placed past what the simulated process may hold: the next write there would
/// fill the gap with zeros in memory (std's `Cursor<Vec<u8>>`), so the run stops where it
/// was placed (a fuzzed `set_position(i64::MAX)` made std's own reserve panic in the
/// simulator, which kills the page's worker).
pub(super) fn cursor_within_budget(stream: &StreamRef, span: Span) -> Result<(), Flow> {
    match stream.borrow().position() {
        Some(position) if position > crate::kernel::FILE_SIZE_LIMIT => Err(fatal(
            span,
            format!(
                "stopped by bufscope: a `Cursor` placed at byte {position}, past {} MiB, more than the simulated process may hold",
                crate::kernel::FILE_SIZE_LIMIT >> 20
            ),
        )),
        _ => Ok(()),
    }
}
