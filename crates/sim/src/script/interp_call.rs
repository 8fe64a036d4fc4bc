//! Calls of std constructors and functions, and of the script's own functions.

use std::io::{self, Write};
use std::rc::Rc;
use std::time::Duration;

use super::interpreter::{Eval, Flow, Interpreter, StdLocation, check_capacity, fatal};
use super::ir::{
    DEQUE_POSITION, IO_ERROR_FROM_KIND, LIST_FROM_ITEMS, LIST_NEW, LIST_REPEAT, LIST_WITH_CAPACITY,
};
use super::ir::{Expr, IntTy};
use super::value::{BytesKind, ErrorValue, Value};
use crate::kernel::OpenMode;
use crate::stack::buffered::{
    BufReaderStream, BufWriterStream, DEFAULT_BUF_SIZE, LINE_WRITER_CAPACITY, LineWriterStream,
};
use crate::stack::empty_repeat::{EmptyStream, RepeatStream};
use crate::stack::fd_handles::{SimFile, SimTcpStream};
use crate::stack::memory::SinkStream;
use crate::stack::std_streams::StdHandleKind;
use crate::stack::stream::{StreamRef, share};
use crate::trace::Span;

pub(super) use super::value::ReadThrough;

/// Forwards `Write` to a stream, method for method.
pub(super) struct WriteThrough(pub StreamRef);

impl Write for WriteThrough {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut stream = self.0.borrow_mut();
        stream
            .writer()
            .ok_or_else(|| io::Error::other("not a writer"))?
            .write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let mut stream = self.0.borrow_mut();
        stream
            .writer()
            .ok_or_else(|| io::Error::other("not a writer"))?
            .write_all(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        let mut stream = self.0.borrow_mut();
        stream
            .writer()
            .ok_or_else(|| io::Error::other("not a writer"))?
            .flush()
    }
}

/// The integer types' associated functions the interpreter runs (`u8::from_str_radix`).
pub(super) const INT_ASSOCIATED_FUNCTIONS: &[&str] = &["from_str_radix"];

impl Interpreter<'_> {
    /// `T::from_str_radix(text, radix)`: std's own parse; a radix outside `2..=36` panics
    /// where core does.
    fn call_from_str_radix(&mut self, into: &str, values: &[Value], span: Span) -> Eval {
        let [text, radix] = values else {
            return Err(fatal(span, "`from_str_radix` takes a text and a radix"));
        };
        let text = self.text_arg(text, span)?;
        let radix = match radix.deref() {
            Value::Int(n, _) => u32::try_from(n).unwrap_or(u32::MAX),
            _ => return Err(fatal(span, "`from_str_radix` takes a `u32` radix")),
        };
        if !(2..=36).contains(&radix) {
            let at = if into.starts_with('i') {
                StdLocation::RadixSigned
            } else {
                StdLocation::RadixUnsigned
            };
            return Err(Flow::StdPanic(
                format!("from_ascii_radix: radix must lie in the range `[2, 36]` - found {radix}"),
                at,
                span,
            ));
        }
        super::interp_parse::from_str_radix(&text, radix, into).ok_or_else(|| {
            fatal(
                span,
                format!("`{into}::from_str_radix` is not an integer's"),
            )
        })
    }

    pub(super) fn eval_call(&mut self, path: &str, args: &[Expr], span: Span) -> Eval {
        if let Some(name) = path.strip_prefix(super::ir::CONSUMING_CALL) {
            return self.call_consumed_closure(name, args, span);
        }
        if let Some(function) = self.function(path) {
            let values = args
                .iter()
                .map(|arg| self.eval_moving(arg))
                .collect::<Result<Vec<_>, _>>()?;
            return self.call_function(function, values, span);
        }
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.eval_moving(arg)?);
        }
        if let Some(result) = self.process_call(path, &values, span) {
            return result;
        }
        if let Some(result) = self.fs_call(path, &values, span) {
            return result;
        }
        if let Some(result) = self.net_call(path, &values, span) {
            return result;
        }
        if let Some(result) = self.utf8_call(path, &values, span) {
            return result;
        }
        if let Some(result) = self.path_call(path, &values, span) {
            return result;
        }
        if path == "io::copy" {
            return self.io_copy(&values, span);
        }
        if path == "io::read_to_string" {
            return self.io_read_to_string(&mut values, span);
        }
        // `u64::from(b)`, `f64::from(n)`, `char::from(byte)`, `u8::try_from(n)`: the checker
        // let only std's pairs through (`String::from` and the like are not primitives').
        if let Some((into, function @ ("from" | "try_from"))) = path.split_once("::")
            && let [value] = values.as_slice()
            && let Some(converted) = if function == "from" {
                super::interp_numeric_from::primitive_from(value, into)
            } else {
                super::interp_numeric_from::integer_try_from(value, into)
            }
        {
            return Ok(converted);
        }
        if let Some((into, function)) = path.split_once("::")
            && INT_ASSOCIATED_FUNCTIONS.contains(&function)
            && IntTy::parse(into).is_some()
        {
            return self.call_from_str_radix(into, &values, span);
        }
        let label = self.text_of(span);
        if let Some(result) = self.serialize_call(path, &mut values, span, &label) {
            return result;
        }
        let arity = |n: usize| -> Result<(), Flow> {
            if values.len() == n {
                Ok(())
            } else {
                Err(fatal(
                    span,
                    format!(
                        "`{path}` takes {n} argument(s) but {} were given",
                        values.len()
                    ),
                ))
            }
        };
        match path {
            // The checker marked these as `Vec`s of something other than bytes.
            LIST_NEW | LIST_WITH_CAPACITY => Ok(Value::List(Vec::new())),
            LIST_FROM_ITEMS => Ok(Value::List(values)),
            DEQUE_POSITION => {
                arity(1)?;
                Ok(values.swap_remove(0))
            }
            LIST_REPEAT => {
                arity(2)?;
                let count = match &values[1] {
                    Value::Int(n, _) => usize::try_from(*n).unwrap_or(usize::MAX),
                    _ => return Err(fatal(span, "`vec![x; n]` needs a count")),
                };
                self.reserve_memory(count.saturating_mul(size_of::<Value>()), span)?;
                Ok(Value::List(vec![values[0].clone(); count]))
            }
            "Error::new" | "Error::other" => {
                let (kind, error) = match values.as_slice() {
                    [Value::ErrorKind(kind), error] if path == "Error::new" => (*kind, error),
                    [error] if path == "Error::other" => (io::ErrorKind::Other, error),
                    _ => {
                        return Err(fatal(
                            span,
                            format!("`io::{path}` needs a kind and an error"),
                        ));
                    }
                };
                let boxed = self.boxed_error(error, span)?;
                Ok(Value::Error(ErrorValue::Io(Rc::new(io::Error::new(
                    kind, boxed,
                )))))
            }
            IO_ERROR_FROM_KIND => {
                arity(1)?;
                super::interp_io_error::io_error_of_kind(&values[0], span)
            }
            "File::create" | "File::open" => {
                arity(1)?;
                let file_path = self.text_arg(&values[0], span)?;
                let mode = if path == "File::create" {
                    OpenMode::CREATE
                } else {
                    OpenMode::READ
                };
                self.record_op(span, label, None, |me| {
                    let result = me.kernel.borrow_mut().openat(&file_path, mode);
                    Ok(match result {
                        Ok(fd) => {
                            Value::ok(Value::Stream(share(SimFile::new(me.kernel.clone(), fd))))
                        }
                        Err(errno) => Value::io_err(errno.into_io()),
                    })
                })
            }
            "File::from_raw_fd" | "OwnedFd::from_raw_fd" => {
                arity(1)?;
                let fd = match values[0].deref() {
                    Value::Int(fd, _) => fd as i32,
                    Value::RawFd(fd) => fd,
                    other => {
                        return Err(fatal(
                            span,
                            format!("expected a raw fd, found `{}`", other.type_name()),
                        ));
                    }
                };
                Ok(Value::Stream(share(SimFile::new(self.kernel.clone(), fd))))
            }
            "BufWriter::new"
            | "BufWriter::with_capacity"
            | "LineWriter::new"
            | "LineWriter::with_capacity"
            | "BufReader::new"
            | "BufReader::with_capacity" => {
                let with_capacity = path.ends_with("with_capacity");
                arity(if with_capacity { 2 } else { 1 })?;
                let capacity = if with_capacity {
                    match values[0].deref() {
                        Value::Int(n, _) if n >= 0 => check_capacity(n as u128, span)?,
                        other => {
                            return Err(fatal(
                                span,
                                format!("expected a capacity, found `{}`", other.type_name()),
                            ));
                        }
                    }
                } else if path.starts_with("LineWriter") {
                    LINE_WRITER_CAPACITY
                } else {
                    DEFAULT_BUF_SIZE
                };
                let capacity = self.limits.buffer_capacity.unwrap_or(capacity);
                self.reserve_memory(capacity, span)?;
                let inner = values.pop().unwrap_or_default();
                let inner = if path.starts_with("BufReader") {
                    self.stream_of(inner, span)?
                } else {
                    match self.script_writer_stream(inner) {
                        Ok(script_writer) => script_writer,
                        Err(inner) => self.stream_of(inner, span)?,
                    }
                };
                let kernel = self.kernel.clone();
                let stream = match path.split("::").next() {
                    Some("BufWriter") => share(BufWriterStream::new(kernel, inner, capacity)),
                    Some("LineWriter") => share(LineWriterStream::new(kernel, inner, capacity)),
                    _ => share(BufReaderStream::new(kernel, inner, capacity)),
                };
                {
                    let mut kernel = self.kernel.borrow_mut();
                    kernel.recorder.work.buffers += 1;
                    kernel.recorder.work.buffer_bytes += capacity as u64;
                }
                self.record_op(span, label, Some(&stream.clone()), |_| {
                    Ok(Value::Stream(stream))
                })
            }
            "TcpStream::connect" => {
                arity(1)?;
                let addresses = super::interp_net_values::addresses_arg(&values[0], span)?;
                self.record_op(span, label, None, |me| {
                    // std tries each address in order and keeps the last error.
                    let mut last_error = io::const_error!(
                        io::ErrorKind::InvalidInput,
                        "could not resolve to any addresses"
                    );
                    for address in &addresses {
                        let result = me.kernel.borrow_mut().connect(&address.to_string());
                        match result {
                            Ok(fd) => {
                                let stream = SimTcpStream::new(me.kernel.clone(), fd);
                                return Ok(Value::ok(Value::Stream(share(stream))));
                            }
                            Err(errno) => last_error = errno.into_io(),
                        }
                    }
                    Ok(Value::io_err(last_error))
                })
            }
            "Vec::new" => Ok(Value::Bytes(Vec::new(), BytesKind::Vec)),
            "Vec::with_capacity" => {
                arity(1)?;
                let n = check_capacity(self.size_arg(&values[0], span)?, span)?;
                self.reserve_memory(n, span)?;
                Ok(Value::Bytes(Vec::with_capacity(n), BytesKind::Vec))
            }
            "String::new" => Ok(Value::String(String::new())),
            // `From<[T; N]>`: std collects the array (`from_iter`), each key inserted in turn.
            "HashMap::from" | "BTreeMap::from" | "HashSet::from" | "BTreeSet::from" => {
                arity(1)?;
                let mut items = super::value::IterState::from_value(values[0].clone(), span)
                    .map_err(|m| fatal(span, m))?;
                let into = match path {
                    "HashMap::from" => "collect (hash map)",
                    "BTreeMap::from" => "collect (btree map)",
                    "HashSet::from" => "collect (hash set)",
                    _ => "collect (btree set)",
                };
                self.collect(&mut items, true, into, span)
            }
            "HashMap::new" | "HashMap::with_capacity" => Ok(Value::Map(false, Default::default())),
            "BTreeMap::new" => Ok(Value::Map(true, Default::default())),
            "HashSet::new" | "HashSet::with_capacity" => Ok(Value::Set(false, Default::default())),
            "BTreeSet::new" => Ok(Value::Set(true, Default::default())),
            // A `VecDeque`'s items in order, as a `Vec`'s (its ring layout is not observable).
            "VecDeque::new" | "VecDeque::with_capacity" => Ok(Value::List(Vec::new())),
            "String::with_capacity" => {
                arity(1)?;
                let n = check_capacity(self.size_arg(&values[0], span)?, span)?;
                self.reserve_memory(n, span)?;
                Ok(Value::String(String::with_capacity(n)))
            }
            // The conversions the checker lets through keep the value as it is: a type into
            // itself, an error into the `Box<dyn Error>` that holds it (`Box::new` too: the
            // checker lets it through only into a `Box<dyn Error>`).
            // `Cow<str>` is kept as the `&str` or `String` it holds.
            "From::from" | "Box::new" | "Cow::Borrowed" | "Cow::Owned" => {
                arity(1)?;
                Ok(values[0].deref())
            }
            "String::from" => {
                arity(1)?;
                Ok(Value::String(self.text_arg(&values[0], span)?))
            }
            "Vec::from" => {
                arity(1)?;
                self.vec_from(&values[0], span)
            }
            "Cursor::new" => {
                arity(1)?;
                // A `Vec<u8>` (also one written to as an `io::Write`), an array, a slice.
                Ok(Value::Stream(self.new_cursor(&values[0], span)?))
            }
            "IoSlice::new" => {
                arity(1)?;
                Ok(Value::IoSlice(self.bytes_arg(&values[0], span)?.into()))
            }
            "Duration::from_secs"
            | "Duration::from_millis"
            | "Duration::from_micros"
            | "Duration::from_nanos" => {
                arity(1)?;
                let n = u64::try_from(self.usize_arg(&values[0], span)?).unwrap_or(u64::MAX);
                Ok(Value::Duration(match path {
                    "Duration::from_secs" => Duration::from_secs(n),
                    "Duration::from_millis" => Duration::from_millis(n),
                    "Duration::from_micros" => Duration::from_micros(n),
                    _ => Duration::from_nanos(n),
                }))
            }
            "Duration::new" => {
                arity(2)?;
                let secs = u64::try_from(self.size_arg(&values[0], span)?).unwrap_or(u64::MAX);
                let nanos = u32::try_from(self.size_arg(&values[1], span)?).unwrap_or(u32::MAX);
                // std panics when the nanoseconds carry the seconds past `u64::MAX`.
                if secs.checked_add(u64::from(nanos / 1_000_000_000)).is_none() {
                    return Err(fatal(
                        span,
                        "`Duration::new` past `u64::MAX` seconds is not supported by bufscope",
                    ));
                }
                Ok(Value::Duration(Duration::new(secs, nanos)))
            }
            "Instant::now" => Ok(Value::Instant(self.kernel.borrow().now_ns())),
            "io::stdout" => Ok(Value::Stream(share(self.std.handle(StdHandleKind::Stdout)))),
            "io::stderr" => Ok(Value::Stream(share(self.std.handle(StdHandleKind::Stderr)))),
            "io::stdin" => Ok(Value::Stream(share(self.std.handle(StdHandleKind::Stdin)))),
            "io::sink" => Ok(Value::Stream(share(SinkStream::default()))),
            "ExitCode::from" => match values.first().map(Value::deref) {
                Some(Value::Int(code, _)) => {
                    Ok(Value::ExitCode(u8::try_from(code).unwrap_or_default()))
                }
                _ => Err(fatal(span, "`ExitCode::from` takes a `u8`")),
            },
            "io::empty" => Ok(Value::Stream(share(EmptyStream::default()))),
            "io::repeat" => match values.first().map(Value::deref) {
                Some(Value::Int(byte, _)) => Ok(Value::Stream(share(RepeatStream::new(
                    u8::try_from(byte).unwrap_or_default(),
                )))),
                _ => Err(fatal(span, "`io::repeat` takes a byte")),
            },
            "process::exit" => {
                arity(1)?;
                let (code, _) = match values[0].deref() {
                    Value::Int(code, ty) => (code as i32, ty),
                    other => {
                        return Err(fatal(
                            span,
                            format!("expected an exit code, found `{}`", other.type_name()),
                        ));
                    }
                };
                self.record_op(span, label, None, |_| Err(Flow::Exit(code)))
            }
            // std's `max` answers the second of two equals, `min` the first.
            "cmp::max" | "cmp::min" => {
                arity(2)?;
                let [a, b]: [Value; 2] =
                    values.try_into().map_err(|_| fatal(span, "two values"))?;
                let less = matches!(
                    super::interp_operators::binary(
                        super::ir::BinOp::Lt,
                        b.deref(),
                        a.deref(),
                        span
                    )?,
                    Value::Bool(true)
                );
                Ok(if (path == "cmp::max") != less { b } else { a })
            }
            "cmp::Reverse" => {
                arity(1)?;
                Ok(Value::Reverse(Box::new(
                    values.into_iter().next().unwrap_or(Value::Unit),
                )))
            }
            "mem::forget" => {
                arity(1)?;
                self.forgotten.extend(values);
                Ok(Value::Unit)
            }
            // `mem::take`'s default came from the checker as a second argument.
            "mem::swap" | "mem::replace" | "mem::take" => {
                arity(2)?;
                self.exchange(path, values, span)
            }
            "drop" | "mem::drop" => {
                arity(1)?;
                let name = self.text_of(args[0].span);
                for value in values {
                    self.drop_value(value, span, &name);
                }
                Ok(Value::Unit)
            }
            "thread::sleep" => {
                arity(1)?;
                let Value::Duration(duration) = values[0].deref() else {
                    return Err(fatal(span, "`thread::sleep` takes a `Duration`"));
                };
                self.record_op(span, label, None, |me| {
                    me.kernel
                        .borrow_mut()
                        .advance(u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX));
                    Ok(Value::Unit)
                })
            }
            "iter::repeat" => {
                arity(1)?;
                let item = values.pop().unwrap_or_default();
                Ok(Value::Iter(Rc::new(std::cell::RefCell::new(
                    super::value::IterState::Repeat(Box::new(item)),
                ))))
            }
            // `iter::once(x)`, `iter::empty()`: an iterator of the one item, or of none.
            "iter::once" | "iter::empty" => {
                arity(usize::from(path == "iter::once"))?;
                Ok(Value::Iter(Rc::new(std::cell::RefCell::new(
                    super::value::IterState::Items(values, 0),
                ))))
            }
            "hint::black_box" => {
                arity(1)?;
                Ok(values.pop().unwrap_or_default())
            }
            "Deserializer::from_reader" => {
                arity(1)?;
                let stream = self.stream_of(values.pop().unwrap_or_default(), span)?;
                let read = ReadThrough(stream.clone(), self.kernel.clone());
                let deserializer = super::value::JsonStreamDeserializer {
                    deserializer: serde_json::Deserializer::from_reader(read),
                    stream,
                };
                Ok(Value::JsonDeserializer(Rc::new(std::cell::RefCell::new(
                    deserializer,
                ))))
            }
            "Map::new" => {
                arity(0)?;
                Ok(Value::JsonMap(Rc::new(serde_json::Map::new())))
            }
            // serde_json's `From` impls and `Value`'s tuple variants (the checker typed the
            // value as the variant holds it) make the same `Value`.
            "Value::from" | "Number::from" | "Value::Bool" | "Value::Number" | "Value::String"
            | "Value::Array" | "Value::Object" => {
                arity(1)?;
                super::interp_json::json_value_of(&values[0], span)
            }
            "Number::from_f64" | "Number::from_i128" | "Number::from_u128" => {
                arity(1)?;
                Ok(super::interp_json::number_from(path, &values[0]))
            }
            "Ok" => {
                arity(1)?;
                Ok(Value::ok(values.pop().unwrap_or_default()))
            }
            "Err" => {
                arity(1)?;
                // The error as it is (a `String`, an `io::Error`…), printed as its own type.
                match values.pop().unwrap_or_default() {
                    Value::Err(error) => Ok(Value::Err(error)),
                    other => Ok(Value::err_of(other)),
                }
            }
            "Some" => {
                arity(1)?;
                Ok(Value::Some(Box::new(values.pop().unwrap_or_default())))
            }
            other => Err(fatal(
                span,
                format!("cannot find function `{other}` in this scope"),
            )),
        }
    }
}

/// Integers printed where a `usize` came from std (`write`'s return value, `len()`).
pub(super) fn usize_value(n: usize) -> Value {
    Value::Int(n as i128, IntTy::Usize)
}
