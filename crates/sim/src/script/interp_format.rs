//! The format macros: rustc's lowering was done when the script was lowered; here the values
//! are formatted by the real `core::fmt` and written through the genuine writer's `write_fmt`.

use std::rc::Rc;

use super::interpreter::{Eval, Flow, Interpreter, StdLocation, fatal};
use super::ir::{ExprKind, FormatCall, FormatTarget, IntTy};
use super::lower::DBG_LOCATION;
use super::user_fmt::{holds_struct, needs_of};
use super::value::{Value, fmt_value};
use crate::format::lower::{Lowered, Piece};
use crate::format::render::{LoweredArgs, write_lowered, write_plain_i32};
use crate::format::value::FmtValue;
use crate::stack::script_writer::TwinOp;
use crate::trace::Span;

impl Interpreter<'_> {
    pub(super) fn eval_format(&mut self, call: &FormatCall, span: Span) -> Eval {
        let located;
        let call = if call.macro_name == "dbg!" {
            located = self.dbg_located(call, span);
            &located
        } else {
            call
        };
        let target = match &call.target {
            FormatTarget::Writer(writer) => Some(match &writer.kind {
                // `write!(w, …)` calls `w.write_fmt(…)`: it borrows `w` (or `s.w`, `v[i]`)
                // mutably, where it lives.
                ExprKind::Var(name) => Value::Ref(self.lookup(name, writer.span)?),
                ExprKind::Field(..) | ExprKind::Index(..) => self.eval_mut_ref(writer)?,
                _ => self.eval(writer)?,
            }),
            _ => None,
        };
        if let Some(ops) = target.as_ref().and_then(formatter_of) {
            return self.format_into_formatter(&ops, call, span);
        }
        // `write!(s, …)` into a `String` (`fmt::Write`): the text appended where it lives.
        if let Some(Value::Ref(slot)) = &target {
            let slot = super::value::target_slot(slot);
            if matches!(&*slot.borrow(), Value::String(_)) {
                let values = self.format_values(call, span)?;
                let text = render(&call.lowering.lowered, &values, span)?;
                self.reserve_memory(text.len(), span)?;
                if let Value::String(s) = &mut *slot.borrow_mut() {
                    s.push_str(&text);
                }
                return Ok(Value::ok(Value::Unit));
            }
        }
        if let Some(target) = &target
            && let Some(result) = self.format_into_user_writer(target, call, span)?
        {
            return Ok(result);
        }
        // `writeln!(w, "{}", i)` of an `i32` into a std writer: as `print_statement` writes
        // `println!("{}", i)`.
        if matches!(call.target, FormatTarget::Writer(_))
            && call.lowering.plain_first
            && let Lowered::Pieces(pieces) = &call.lowering.lowered
            && let Some(n) = self.lone_i32(call)?
        {
            return self.write_to_writer(target.unwrap_or_default(), span, |counter| {
                Ok(write_plain_i32(counter, pieces, n))
            });
        }
        let values = self.format_values(call, span)?;
        let result = self.write_format(call, span, target, &values);
        self.keep_fmt_values(values);
        result
    }

    /// A `println!`, `print!`, `eprintln!` or `eprint!` statement, `call`: what evaluating it
    /// does, with no `()` made to be dropped. The statements of most loops are these, and an
    /// evaluation hands its value back through memory (a stall on every iteration).
    pub(super) fn print_statement(&mut self, call: &FormatCall, span: Span) -> Result<(), Flow> {
        // An `i32` in a variable (`println!("{}", i)`, most loops' print): formatted from a
        // value made on the stack where it stays, with no list taken, filled and emptied (made
        // apart and moved, it would be read back whole from the stores that made it: a stall
        // on every line). Its step and depth check are `format_values`'s, in the same order.
        // (Not `lone_i32`: its answer, handed back through memory, doubles the frame of the
        // statement loop this is inlined into, and every level of a recursive script's calls
        // has one: the depth budget allows for the smaller frame.)
        if let [arg] = &call.args[..]
            && call.lowering.count_args.is_empty()
            && let Some(n) = self.i32_in_var(arg)
        {
            self.step(arg.span)?;
            self.check_leaf_depth(arg.span)?;
            // `{}` and `{:?}` alone: written with no value list at all (see `write_plain_i32`).
            if call.lowering.plain_first
                && let Lowered::Pieces(pieces) = &call.lowering.lowered
            {
                return self.print_with(call, span, |counter| {
                    Ok(write_plain_i32(counter, pieces, n))
                });
            }
            let values = [FmtValue::I32(n)];
            let result = self.print_values(call, span, &values);
            // A number owns nothing: no call to `FmtValue`'s drop glue for it.
            std::mem::forget(values);
            return result;
        }
        let values = self.format_values(call, span)?;
        let result = self.print_values(call, span, &values);
        self.keep_fmt_values(values);
        result
    }

    /// The `i32` a call formats when its one argument is a variable holding one, with the
    /// step and depth check `format_values` would take for it, in the same order; `None`,
    /// with nothing taken, for any other call.
    #[inline]
    fn lone_i32(&mut self, call: &FormatCall) -> Result<Option<i32>, Flow> {
        if let [arg] = &call.args[..]
            && call.lowering.count_args.is_empty()
            && let Some(n) = self.i32_in_var(arg)
        {
            self.step(arg.span)?;
            self.check_leaf_depth(arg.span)?;
            return Ok(Some(n));
        }
        Ok(None)
    }

    /// Whether `call` is a statement [`Interpreter::print_statement`] runs.
    pub(super) fn prints_to_std_stream(call: &FormatCall) -> bool {
        matches!(call.target, FormatTarget::Stdout | FormatTarget::Stderr)
            && call.macro_name != "dbg!"
    }

    /// Keeps a format call's emptied list of arguments for the next call: a `println!` loop
    /// allocates none. The spare this replaces was taken by `format_values` (empty,
    /// unallocated) unless a nested format call left one.
    fn keep_fmt_values(&mut self, mut values: Vec<FmtValue>) {
        values.clear();
        let taken = std::mem::replace(&mut self.spare_fmt_values, values);
        if taken.capacity() == 0 {
            std::mem::forget(taken);
        }
    }

    /// `dbg!`'s call with `file:line:column` where its template has [`DBG_LOCATION`].
    fn dbg_located(&self, call: &FormatCall, span: Span) -> FormatCall {
        let location = format!(
            "{}:{}:{}",
            self.kernel.borrow().process.source,
            span.line + self.line_offset,
            span.column
        );
        let fill = |text: &String| text.replace(DBG_LOCATION, &location);
        let mut located = call.clone();
        located.lowering.lowered = match &call.lowering.lowered {
            Lowered::Constant(text) => Lowered::Constant(fill(text)),
            Lowered::Pieces(pieces) => Lowered::Pieces(
                pieces
                    .iter()
                    .map(|piece| match piece {
                        Piece::Literal(text) => Piece::Literal(fill(text)),
                        other => other.clone(),
                    })
                    .collect(),
            ),
        };
        located
    }

    /// Writes a `print!`-like call's `values` to stdout or stderr, as its target says.
    fn print_values(
        &mut self,
        call: &FormatCall,
        span: Span,
        values: &[FmtValue],
    ) -> Result<(), Flow> {
        self.print_with(call, span, |counter| {
            write_lowered(counter, &call.lowering.lowered, values)
        })
    }

    /// Writes a `print!`-like call to stdout or stderr, as its target says, by `write`.
    fn print_with(
        &mut self,
        call: &FormatCall,
        span: Span,
        write: impl FnOnce(&mut PieceCounter<'_>) -> Written,
    ) -> Result<(), Flow> {
        let label = self.text_of(span);
        let to_stdout = matches!(call.target, FormatTarget::Stdout);
        let stream = if to_stdout {
            self.std.stdout.clone()
        } else {
            self.std.stderr.clone()
        };
        let written = self.record_op(span, label, Some(&stream), |me| {
            let mut stream = stream.borrow_mut();
            let writer = stream
                .writer()
                .ok_or_else(|| fatal(span, "stdout is not a writer"))?;
            write_counted(&me.kernel, writer, write).map_err(|e| format_failure(e, span))
        })?;
        match written {
            Ok(()) => Ok(()),
            // `print!` panics when the write fails (a closed fd is not a failure).
            Err(error) => {
                let which = if to_stdout { "stdout" } else { "stderr" };
                let error = super::value::ErrorValue::Io(Rc::new(error));
                Err(Flow::Panic(
                    format!("failed printing to {which}: {error}"),
                    span,
                ))
            }
        }
    }

    /// Writes a format call's `values` where its target says: stdout, stderr, a std writer
    /// (`target`), a `String`, a panic's message.
    fn write_format(
        &mut self,
        call: &FormatCall,
        span: Span,
        target: Option<Value>,
        values: &[FmtValue],
    ) -> Eval {
        match &call.target {
            FormatTarget::Stdout | FormatTarget::Stderr => {
                self.print_values(call, span, values)?;
                Ok(Value::Unit)
            }
            FormatTarget::Writer(_) => {
                self.write_to_writer(target.unwrap_or_default(), span, |counter| {
                    write_lowered(counter, &call.lowering.lowered, values)
                })
            }
            FormatTarget::String => {
                Ok(Value::String(render(&call.lowering.lowered, values, span)?))
            }
            FormatTarget::Panic => Err(Flow::Panic(
                render(&call.lowering.lowered, values, span)?,
                span,
            )),
        }
    }
}

impl Interpreter<'_> {
    /// `write!` into the std writer `target` (a `File`, a `BufWriter`, the script's own
    /// `Write`…) by `write`: `write_fmt` on it, whose `io::Result` the macro returns. Out of
    /// line, so the frame of `eval`, which every level of a recursive script's calls has, does
    /// not grow by its locals.
    #[inline(never)]
    fn write_to_writer(
        &mut self,
        target: Value,
        span: Span,
        write: impl Fn(&mut PieceCounter<'_>) -> Written,
    ) -> Eval {
        let label = self.text_of(span);
        let stream = self.stream_of(target, span)?;
        // The script's own writer runs its `write` on a twin first (see `script_writer`).
        let mut twin = |w: &mut dyn std::io::Write| {
            let _ = write(&mut PieceCounter {
                inner: w,
                pieces: 0,
            });
        };
        self.prepare_script_writer(&stream, TwinOp::Call(&mut twin), (span, &label))?;
        self.record_op(span, label, Some(&stream), |me| {
            let mut stream = stream.borrow_mut();
            let writer = stream
                .writer()
                .ok_or_else(|| fatal(span, "`write!` needs a writer"))?;
            let written =
                write_counted(&me.kernel, writer, &write).map_err(|e| format_failure(e, span))?;
            Ok(Value::from_io(written, |()| Value::Unit))
        })
    }

    /// A format call's arguments as the formatter sees them (the script's types run their
    /// `fmt` for the traits the template applies to them).
    pub(super) fn format_values(
        &mut self,
        call: &FormatCall,
        span: Span,
    ) -> Result<Vec<FmtValue>, Flow> {
        let mut values = std::mem::take(&mut self.spare_fmt_values);
        values.reserve(call.args.len());
        for (i, arg) in call.args.iter().enumerate() {
            // A number, a `bool` or a `char` (a loop's counter): no reference to follow, no
            // script type inside, nothing to drop. Most arguments in a loop are these; in a
            // variable, it is formatted where it lives, as `eval` would have read it.
            let value = match &arg.kind {
                ExprKind::Var(name) if name != "None" => {
                    self.step(arg.span)?;
                    self.check_leaf_depth(arg.span)?;
                    let held = self.var_value(name, arg.span)?;
                    if held.is_scalar() && !call.lowering.count_args.contains(&i) {
                        push_scalar(&mut values, &held);
                        continue;
                    }
                    held.clone()
                }
                _ => self.eval(arg)?,
            };
            if value.is_scalar() && !call.lowering.count_args.contains(&i) {
                values.push(fmt_value(&value));
                value.discard();
                continue;
            }
            let value = value.into_deref();
            if matches!(value, Value::Map(false, _) | Value::Set(false, _)) {
                self.note_hash_order(&value, arg.span);
            }
            if let Some(shown) = super::value::unshown_stream(&value) {
                return Err(fatal(
                    arg.span,
                    format!(
                        "`{{:?}}` of a `{shown}` is not supported by bufscope yet: std fills it in from syscalls bufscope does not make for it"
                    ),
                ));
            }
            let formatted = if holds_struct(&value) {
                self.fmt_arg(&value, needs_of(&call.lowering.lowered, i), span)?
            } else if let (Value::Int(n, _), true) = (&value, call.lowering.count_args.contains(&i))
            {
                // A width or precision argument is a `usize` (the checker unified it so: an
                // integer literal there is one).
                FmtValue::Usize(u64::try_from(*n).unwrap_or(u64::MAX))
            } else {
                fmt_value(&value)
            };
            value.discard();
            values.push(formatted);
        }
        Ok(values)
    }

    /// The number `arg` holds when it is a variable holding an `i32`, looked at without a
    /// step, so for anything else `format_values` can take the argument from the start.
    #[inline]
    fn i32_in_var(&self, arg: &super::ir::Expr) -> Option<i32> {
        let ExprKind::Var(name) = &arg.kind else {
            return None;
        };
        match *self.find_var(name)?.borrow() {
            Value::Int(n, IntTy::Default | IntTy::I32) => Some(n as i32),
            _ => None,
        }
    }
}

/// Appends `value`, a scalar, as the formatter sees it. An `i32` (a loop's counter, most often)
/// is written straight into the list: made apart and then moved in, the value is read back
/// whole from the stores that made it (a stall on every format call of a loop).
#[inline]
fn push_scalar(values: &mut Vec<FmtValue>, value: &Value) {
    match value {
        Value::Int(n, IntTy::Default | IntTy::I32) => {
            let n = *n as i32;
            values.resize_with(values.len() + 1, || FmtValue::I32(n));
        }
        _ => values.push(fmt_value(value)),
    }
}

/// The recording formatter a script's `fmt` writes to, if `value` is (a reference to) one.
pub(super) fn formatter_of(
    value: &Value,
) -> Option<Rc<std::cell::RefCell<Vec<super::value::FmtOp>>>> {
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

/// What writing a format call gave: `Err` when the program would not compile or would panic
/// (nothing was written then), else the writer's answer.
type Written = Result<std::io::Result<()>, crate::format::render::ValueError>;

/// `write` on `writer`, counting its pieces as user-space work.
fn write_counted(
    kernel: &crate::stack::fd_handles::KernelRef,
    writer: &mut dyn std::io::Write,
    write: impl FnOnce(&mut PieceCounter<'_>) -> Written,
) -> Written {
    let mut counter = PieceCounter {
        inner: writer,
        pieces: 0,
    };
    let result = write(&mut counter);
    kernel.borrow_mut().recorder.work.format_pieces += counter.pieces;
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
