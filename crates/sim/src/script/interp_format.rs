//! The format macros: rustc's lowering was done when the script was lowered; here the values
//! are formatted by the real `core::fmt` and written through the genuine writer's `write_fmt`.

use std::rc::Rc;

use super::interpreter::{Eval, Flow, Interpreter, StdLocation, fatal};
use super::ir::{ExprKind, FormatCall, FormatTarget, IntTy};
use super::user_fmt::{holds_struct, needs_of};
use super::value::{ErrorValue, Value};
use crate::format::lower::Lowered;
use crate::format::render::{LoweredArgs, write_lowered};
use crate::format::value::FmtValue;
use crate::trace::Span;

impl Interpreter<'_> {
    pub(super) fn eval_format(&mut self, call: &FormatCall, span: Span) -> Eval {
        let target = match &call.target {
            FormatTarget::Writer(writer) => Some(match &writer.kind {
                // `write!(w, …)` calls `w.write_fmt(…)`: it borrows `w`.
                ExprKind::Var(name) => Value::Ref(self.lookup(name, writer.span)?),
                _ => self.eval(writer)?,
            }),
            _ => None,
        };
        if let Some(ops) = target.as_ref().and_then(formatter_of) {
            return self.format_into_formatter(&ops, call, span);
        }
        if let Some(target) = &target
            && let Some(result) = self.format_into_user_writer(target, call, span)?
        {
            return Ok(result);
        }
        let values = self.format_values(call, span)?;
        let label = self.text_of(span);
        match &call.target {
            FormatTarget::Stdout | FormatTarget::Stderr => {
                let to_stdout = matches!(call.target, FormatTarget::Stdout);
                let stream = if to_stdout {
                    self.std.stdout.clone()
                } else {
                    self.std.stderr.clone()
                };
                let result = self.record_op(span, label, Some(stream.clone()), |me| {
                    let mut stream = stream.borrow_mut();
                    let writer = stream
                        .writer()
                        .ok_or_else(|| fatal(span, "stdout is not a writer"))?;
                    let written =
                        write_counted(&me.kernel, writer, &call.lowering.lowered, &values)
                            .map_err(|e| format_failure(e, span))?;
                    Ok(Value::from_io(written, |()| Value::Unit))
                })?;
                if let Value::Err(error) = result {
                    // `print!` panics when the write fails (a closed fd is not a failure).
                    let which = if to_stdout { "stdout" } else { "stderr" };
                    return Err(Flow::Panic(
                        format!("failed printing to {which}: {error}"),
                        span,
                    ));
                }
                Ok(Value::Unit)
            }
            FormatTarget::Writer(_) => {
                let stream = self.stream_of(target.unwrap_or_default(), span)?;
                self.record_op(span, label, Some(stream.clone()), |me| {
                    let mut stream = stream.borrow_mut();
                    let writer = stream
                        .writer()
                        .ok_or_else(|| fatal(span, "`write!` needs a writer"))?;
                    let written =
                        write_counted(&me.kernel, writer, &call.lowering.lowered, &values)
                            .map_err(|e| format_failure(e, span))?;
                    Ok(Value::from_io(written, |()| Value::Unit))
                })
            }
            FormatTarget::String => Ok(Value::String(render(
                &call.lowering.lowered,
                &values,
                span,
            )?)),
            FormatTarget::Panic => Err(Flow::Panic(
                render(&call.lowering.lowered, &values, span)?,
                span,
            )),
        }
    }
}

impl Interpreter<'_> {
    /// A format call's arguments as the formatter sees them (the script's types run their
    /// `fmt` for the traits the template applies to them).
    pub(super) fn format_values(
        &mut self,
        call: &FormatCall,
        span: Span,
    ) -> Result<Vec<FmtValue>, Flow> {
        let mut values = Vec::with_capacity(call.args.len());
        for (i, arg) in call.args.iter().enumerate() {
            let value = self.eval(arg)?.deref();
            values.push(if holds_struct(&value) {
                self.fmt_arg(&value, needs_of(&call.lowering.lowered, i), span)?
            } else if let (Value::Int(n, _), true) = (&value, call.lowering.count_args.contains(&i))
            {
                // A width or precision argument is a `usize` (the checker unified it so: an
                // integer literal there is one).
                FmtValue::Usize(u64::try_from(*n).unwrap_or(u64::MAX))
            } else {
                fmt_value(&value)
            });
        }
        Ok(values)
    }
}

/// The recording formatter a script's `fmt` writes to, if `value` is (a reference to) one.
pub(super) fn formatter_of(
    value: &Value,
) -> Option<Rc<std::cell::RefCell<Vec<super::user_fmt::FmtOp>>>> {
    match value {
        Value::Formatter(ops) => Some(ops.clone()),
        Value::Ref(slot) => formatter_of(&slot.borrow()),
        _ => None,
    }
}

/// Forwards every call unchanged and counts the `write_all` calls formatting makes.
struct PieceCounter<'a> {
    inner: &'a mut dyn std::io::Write,
    pieces: u64,
}

impl std::io::Write for PieceCounter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pieces += 1;
        self.inner.write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.pieces += 1;
        self.inner.write_all(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// `write_lowered` on `writer`, counting its pieces as user-space work.
fn write_counted(
    kernel: &crate::stack::fd_handles::KernelRef,
    writer: &mut dyn std::io::Write,
    lowered: &Lowered,
    values: &[FmtValue],
) -> Result<std::io::Result<()>, crate::format::render::ValueError> {
    let mut counter = PieceCounter {
        inner: writer,
        pieces: 0,
    };
    let result = write_lowered(&mut counter, lowered, values);
    kernel.borrow_mut().work.format_pieces += counter.pieces;
    result
}

/// How a format call that cannot render ends: core's own panic, or a stopped run (a program
/// rustc would refuse).
fn format_failure(error: crate::format::render::ValueError, span: Span) -> Flow {
    if error.core_panics {
        return Flow::StdPanic(error.message, StdLocation::Flt2decExactExp, span);
    }
    fatal(span, error.to_string())
}

/// The text a format call produces (`format!`, `panic!`).
fn render(lowered: &Lowered, values: &[FmtValue], span: Span) -> Result<String, Flow> {
    match lowered {
        Lowered::Constant(text) => Ok(text.clone()),
        Lowered::Pieces(pieces) => {
            let args = LoweredArgs::new(pieces, values).map_err(|e| format_failure(e, span))?;
            Ok(args.to_string())
        }
    }
}

/// A runtime value as the formatter sees it, with its Rust type.
pub(super) fn fmt_value(value: &Value) -> FmtValue {
    match value {
        Value::Unit => FmtValue::Unit,
        Value::Bool(b) => FmtValue::Bool(*b),
        Value::Int(v, ty) => int_value(*v, *ty),
        Value::Float(f) => FmtValue::F64(*f),
        Value::Char(c) => FmtValue::Char(*c),
        Value::Str(s) => FmtValue::Str(s.to_string()),
        Value::String(s) => FmtValue::Str(s.clone()),
        // std's own `ErrorKind`, printed by its `Debug` and `Display`.
        Value::ErrorKind(kind) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(StdKind(*kind))))
        }
        Value::ExitCode(code) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            super::exit_code::LinuxExitCode(*code),
        ))),
        // `SeekFrom`'s derived `Debug`: `Start(3)`.
        Value::SeekFrom(from) => FmtValue::Str(format!("{from:?}")),
        // `Path`'s `Debug` quotes it as `str`'s does.
        Value::Path(p) => FmtValue::Str(p.clone()),
        Value::Bytes(bytes, _) => FmtValue::Vec(bytes.iter().map(|&b| FmtValue::U8(b)).collect()),
        Value::List(items) => FmtValue::Vec(items.iter().map(fmt_value).collect()),
        Value::Map(_, entries) => super::interp_map::map_entries(entries, fmt_value),
        Value::Duration(d) => FmtValue::Duration(*d),
        Value::Some(inner) => FmtValue::Option(Some(Box::new(fmt_value(inner)))),
        Value::None => FmtValue::Option(None),
        Value::Ok(inner) => FmtValue::Result(Ok(Box::new(fmt_value(inner)))),
        Value::Tuple(items) => FmtValue::Tuple(items.iter().map(fmt_value).collect()),
        Value::Ref(slot) => fmt_value(&slot.borrow()),
        // `&buf[a..b]`: the bytes it views, formatted as the slice `[u8]` is.
        Value::SliceRef(slot, start, end) => match &*slot.borrow() {
            Value::Bytes(bytes, _) => FmtValue::Vec(
                bytes
                    .get(*start..*end)
                    .unwrap_or_default()
                    .iter()
                    .map(|&b| FmtValue::U8(b))
                    .collect(),
            ),
            other => fmt_value(other),
        },
        Value::Err(error) => FmtValue::Result(Err(Box::new(fmt_value(&Value::error_value(error))))),
        Value::Error(error) => {
            FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(error.clone())))
        }
        Value::Json(json) => FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(
            JsonValue(json.clone()),
        ))),
        Value::Stream(stream) => match stream.borrow().memory() {
            Some(bytes) => FmtValue::Vec(bytes.iter().map(|&b| FmtValue::U8(b)).collect()),
            None => FmtValue::Str(stream.borrow().type_name()),
        },
        other => FmtValue::Str(format!("{other:?}")),
    }
}

fn int_value(v: i128, ty: IntTy) -> FmtValue {
    match ty {
        IntTy::Default | IntTy::I32 => FmtValue::I32(v as i32),
        IntTy::I8 => FmtValue::I8(v as i8),
        IntTy::I16 => FmtValue::I16(v as i16),
        IntTy::I64 => FmtValue::I64(v as i64),
        IntTy::I128 => FmtValue::I128(v),
        IntTy::Isize => FmtValue::Isize(v as i64),
        IntTy::U8 => FmtValue::U8(v as u8),
        IntTy::U16 => FmtValue::U16(v as u16),
        IntTy::U32 => FmtValue::U32(v as u32),
        IntTy::U64 => FmtValue::U64(v as u64),
        IntTy::U128 => FmtValue::U128(v as u128),
        IntTy::Usize => FmtValue::Usize(v as u64),
    }
}

/// `serde_json::Value`, formatted by serde_json's own `Display` and `Debug`.
#[derive(Debug)]
struct JsonValue(Rc<serde_json::Value>);

impl std::fmt::Display for JsonValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&*self.0, f)
    }
}

impl crate::format::opaque::Opaque for JsonValue {
    fn type_name(&self) -> String {
        "serde_json::Value".into()
    }
}

impl crate::format::opaque::Opaque for ErrorValue {
    fn type_name(&self) -> String {
        match self {
            ErrorValue::Io(_) => "std::io::Error".into(),
            ErrorValue::Json(_) => "serde_json::Error".into(),
            ErrorValue::Value(value) => value.type_name(),
            ErrorValue::Std(_, path) => (*path).into(),
        }
    }
}

/// `io::ErrorKind` as a format argument: its own `Debug` and `Display`.
struct StdKind(std::io::ErrorKind);

impl std::fmt::Debug for StdKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

impl std::fmt::Display for StdKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl crate::format::opaque::Opaque for StdKind {
    fn type_name(&self) -> String {
        "std::io::ErrorKind".into()
    }
}
