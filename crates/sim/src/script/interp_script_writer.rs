//! std's genuine `BufWriter` and `LineWriter` over the script's own `io::Write` type. Before
//! each operation on one, the script's `write` and `flush` run for every call std will make of
//! them, in order, and the stack's bottom layer answers std with their results (see
//! `stack::script_writer` for why and how the calls are found).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::interpreter::{Flow, Interpreter, fatal};
use super::value::{BytesKind, ErrorValue, Slot, Value};
use crate::stack::fd_handles::run_frame;
use crate::stack::script_writer::{
    Answer, Request, ScriptWriterHandle, ScriptWriterStream, Twin, TwinOp,
};
use crate::stack::stream::{StreamRef, share};
use crate::stack::tap::{CallSite, observe};
use crate::trace::Span;
use crate::trace::{Cause, Frame};

impl Interpreter<'_> {
    /// The bottom layer for `BufWriter::new(value)` when `value` is (a reference to) the
    /// script's own writer; any other value is given back.
    pub(super) fn script_writer_stream(&mut self, value: Value) -> Result<StreamRef, Value> {
        let ty = match &value {
            Value::Ref(slot) => match &*super::value::target_slot(slot).borrow() {
                Value::Struct(ty, _) | Value::Enum(ty, ..) => *ty,
                _ => return Err(value),
            },
            Value::Struct(ty, _) | Value::Enum(ty, ..) => *ty,
            _ => return Err(value),
        };
        let type_name = match (self.trait_fns(ty).write, self.program.types.get(ty)) {
            (Some(_), Some(def)) => def.name.clone(),
            _ => return Err(value),
        };
        let starved = self
            .script_writer_starved
            .get_or_insert_with(|| Rc::new(Cell::new(false)))
            .clone();
        let slot: Slot = Rc::new(RefCell::new(value));
        let handle = ScriptWriterHandle::new(slot, &type_name, starved);
        Ok(share(ScriptWriterStream::new(handle)))
    }

    /// Where the script's writer under `stream` (its layer below) keeps the script's value.
    pub(super) fn script_writer_under(
        &self,
        stream: &StreamRef,
    ) -> Option<(ScriptWriterHandle, Slot)> {
        self.script_writer_starved.as_ref()?;
        let below = stream.borrow().inner()?;
        let handle = below.borrow().script_writer()?;
        let slot = handle.value.clone().downcast::<RefCell<Value>>().ok()?;
        Some((handle, slot))
    }

    /// Runs the script's `write` and `flush` for every call `op` on `stream` will make of the
    /// script's writer under it, and gives the stream their results. Nothing for any other
    /// stream. The calls run inside the operation's frame (`label`), as in the program.
    pub(super) fn prepare_script_writer(
        &mut self,
        stream: &StreamRef,
        op: TwinOp<'_>,
        (span, label): (Span, &Rc<str>),
    ) -> Result<(), Flow> {
        let Some((handle, slot)) = self.script_writer_under(stream) else {
            return Ok(());
        };
        let frame = Frame::new(label.clone());
        self.kernel.borrow_mut().recorder.context.push(frame, None);
        let answers = self.script_writer_answers(stream, &handle, slot, op, span);
        self.kernel.borrow_mut().recorder.context.pop();
        handle.load(answers?);
        Ok(())
    }

    /// [`Interpreter::prepare_script_writer`]'s answers: the twin runs until no call of the
    /// script's writer is left without one.
    fn script_writer_answers(
        &mut self,
        stream: &StreamRef,
        handle: &ScriptWriterHandle,
        slot: Slot,
        mut op: TwinOp<'_>,
        span: Span,
    ) -> Result<Vec<Answer>, Flow> {
        let Some((this, write, flush)) = self.user_writer(&Value::Ref(slot)) else {
            return Err(fatal(span, "the script's writer has no `write`"));
        };
        let caller: Rc<str> = stream.borrow().name().into();
        let mut answers = Vec::new();
        loop {
            let twin = Twin::of(&self.kernel, &**stream.borrow(), answers).ok_or_else(|| {
                fatal(
                    span,
                    format!(
                        "a `LineWriter` over the script's own `{}` holding a line after a short write is not supported by bufscope yet",
                        handle.type_name
                    ),
                )
            })?;
            let (miss, given) = twin.run(&mut op);
            answers = given;
            // Each run of the twin replays every answer so far: counted, so a writer that
            // takes a byte at a time cannot make one flush run for ever.
            self.charge(answers.len() as u64 + 1, span)?;
            let Some(request) = miss else {
                return Ok(answers);
            };
            let names = (&caller, &*handle.type_name);
            let answer = self.answer(request, (&this, write, flush), names, span)?;
            answers.push(answer);
        }
    }

    /// Before a buffered writer over the script's writer drops (`value` its last owner): the
    /// script's methods run for its flush; the script's value it holds, to drop after it.
    /// Nothing for any other value. A failure stops nothing: a drop has no result, and the
    /// run's stop, if any, comes from the step budget's next check.
    pub(super) fn prepare_script_writer_drop(
        &mut self,
        value: &Value,
        (span, label): (Span, &Rc<str>),
    ) -> Option<Slot> {
        let stream = match value {
            Value::Stream(stream) => stream,
            Value::Ok(inner) => match &**inner {
                Value::Stream(stream) => stream,
                _ => return None,
            },
            _ => return None,
        };
        let (_, slot) = self.script_writer_under(stream)?;
        let _ = self.prepare_script_writer(stream, TwinOp::Drop, (span, label));
        Some(slot)
    }

    /// Runs the script's method for `request`, as the call std makes of it from the layer
    /// `caller` (recorded as a call between layers, its syscalls' stacks naming it).
    fn answer(
        &mut self,
        request: Request,
        (this, write, flush): (&Value, usize, Option<usize>),
        (caller, type_name): (&Rc<str>, &str),
        span: Span,
    ) -> Result<Answer, Flow> {
        let kernel = self.kernel.clone();
        match request {
            Request::Write(bytes, cause) => {
                let len = bytes.len();
                let frame = run_frame(&kernel, &format!("{type_name}::write"));
                let site = CallSite {
                    caller,
                    frame: &frame,
                    cause: Some(cause),
                    requested: len,
                };
                let function = &self.program.functions[write];
                let args = vec![this.clone(), Value::Bytes(bytes, BytesKind::Vec)];
                let result = observe(&kernel, site, returned, || {
                    self.call_function(function, args, span)
                })?;
                Ok(Answer::Wrote(self.written(result, len, type_name, span)?))
            }
            Request::Flush => {
                let frame = run_frame(&kernel, &format!("{type_name}::flush"));
                let site = CallSite {
                    caller,
                    frame: &frame,
                    cause: Some(Cause::ExplicitFlush),
                    requested: 0,
                };
                let result = match flush {
                    Some(flush) => {
                        let function = &self.program.functions[flush];
                        observe(&kernel, site, returned, || {
                            self.call_function(function, vec![this.clone()], span)
                        })?
                    }
                    None => Value::ok(Value::Unit),
                };
                Ok(Answer::Flushed(io_result(result, span)?.map(drop)))
            }
        }
    }

    /// What the script's `write` returned, as std takes it: more than it was given is refused
    /// (std's `BufWriter` panics slicing past its buffer there).
    fn written(
        &self,
        result: Value,
        len: usize,
        type_name: &str,
        span: Span,
    ) -> Result<Result<usize, Rc<std::io::Error>>, Flow> {
        let result = io_result(result, span)?;
        match result {
            Ok(Value::Int(n, _)) if n >= 0 && n as u128 <= len as u128 => Ok(Ok(n as usize)),
            Ok(Value::Int(n, _)) => Err(fatal(
                span,
                format!(
                    "`{type_name}::write` returned {n} for {len} bytes: std's `BufWriter` panics on that, which bufscope does not show yet"
                ),
            )),
            Ok(other) => Err(fatal(
                span,
                format!("`write` returned `{}`", other.type_name()),
            )),
            Err(error) => Ok(Err(error)),
        }
    }

    /// The script's value under `stream` where it lives, for `get_ref` and `get_mut`.
    pub(super) fn script_writer_ref(&self, stream: &StreamRef) -> Option<Value> {
        let (_, slot) = self.script_writer_under(stream)?;
        Some(Value::Ref(slot))
    }

    /// Stops the run when std called the script's writer in an operation bufscope did not
    /// prepare (its answer missing, so std saw an error the program would not have). In line
    /// in every operation's instantiation; the stop itself is out of line.
    #[inline]
    pub(super) fn check_script_writer_fed(&self, span: Span) -> Result<(), Flow> {
        match &self.script_writer_starved {
            Some(starved) if starved.get() => Err(unprepared_use(span)),
            _ => Ok(()),
        }
    }
}

/// The stop for [`Interpreter::check_script_writer_fed`].
#[cold]
#[inline(never)]
fn unprepared_use(span: Span) -> Flow {
    fatal(
        span,
        "this use of a buffered writer over the script's own writer is not supported by bufscope yet",
    )
}

/// What a call of the script's method returned, as a call between layers shows it.
fn returned(result: &Result<Value, Flow>) -> Result<usize, String> {
    match result {
        Ok(Value::Ok(value)) => match **value {
            Value::Int(n, _) => Ok(usize::try_from(n).unwrap_or(0)),
            _ => Ok(0),
        },
        Ok(Value::Err(error)) => Err(error.to_string()),
        _ => Err("no result".to_string()),
    }
}

/// A `Result` the script's method returned, its error an `io::Error`.
fn io_result(result: Value, span: Span) -> Result<Result<Value, Rc<std::io::Error>>, Flow> {
    match result {
        Value::Ok(value) => Ok(Ok(*value)),
        Value::Err(ErrorValue::Io(error)) => Ok(Err(error)),
        other => Err(fatal(
            span,
            format!("expected an `io::Result`, found `{}`", other.type_name()),
        )),
    }
}
