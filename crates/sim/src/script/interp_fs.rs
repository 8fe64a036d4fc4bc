//! `std::fs`'s helpers (`read_to_string`, `read`, `write`) and `OpenOptions`, each making the
//! syscalls std makes: the helpers open, size the file with `statx`, read or write, and close.

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::Expr;
use super::value::{BytesKind, Value};
use crate::kernel::OpenMode;
use crate::stack::fd_handles::SimFile;
use crate::stack::stream::share;
use crate::trace::Span;

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
        let (slot, mut mode) = match receiver {
            Value::OpenOptions(mode) => (None, *mode),
            Value::Ref(slot) => match &*super::value::target_slot(slot).borrow() {
                Value::OpenOptions(mode) => (Some(super::value::target_slot(slot)), *mode),
                _ => return None,
            },
            _ => return None,
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
