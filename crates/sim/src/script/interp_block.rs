//! Functions, blocks and statements: calling a function with its arguments bound, running a
//! block in its own scope, reporting a panic as std's hook prints it.

use super::interp_budget::CALL_DEPTH;
use super::interpreter::{Eval, Flow, Interpreter, RUSTC_SOURCE, fatal};
use super::ir::{Block, Expr, ExprKind, Function, Stmt, TypeHint};
use super::value::Value;
use crate::trace::Span;

impl<'a> Interpreter<'a> {
    pub(super) fn call_function(
        &mut self,
        function: &'a Function,
        args: Vec<Value>,
        span: Span,
    ) -> Eval {
        let takes_self = usize::from(function.self_param.is_some());
        if args.len() != function.params.len() + takes_self {
            return Err(fatal(
                span,
                format!(
                    "`{}` takes {} arguments but {} were given",
                    function.name,
                    function.params.len(),
                    args.len()
                ),
            ));
        }
        if self.saved.len() > 200 {
            return Err(Flow::Panic(
                "thread 'main' has overflowed its stack".into(),
                span,
            ));
        }
        self.enter(CALL_DEPTH, span)?;
        self.saved.push(std::mem::take(&mut self.scopes));
        self.push_scope();
        let mut args = args.into_iter();
        if takes_self == 1
            && let Some(receiver) = args.next()
        {
            self.declare("self", receiver);
        }
        for (param, value) in function.params.iter().zip(args) {
            let value = coerce(value, &param.ty);
            self.declare(&param.name, value);
        }
        let result = self.exec_block_in_scope(&function.body);
        self.leave(CALL_DEPTH);
        self.report_panic(&result);
        if ends_process(&result) {
            // `exit` runs no destructors: the frames stay for the run to account for.
            return result;
        }
        self.pop_scope(function.body.end);
        self.scopes = self.saved.pop().unwrap_or_default();
        match result {
            Ok(value) => Ok(value),
            Err(Flow::Return(value)) => Ok(value),
            Err(Flow::Break(..) | Flow::Continue(_)) => {
                Err(fatal(span, "`break` outside of a loop"))
            }
            Err(other) => Err(other),
        }
    }

    pub(super) fn function(&self, name: &str) -> Option<&'a Function> {
        self.functions.get(name).copied()
    }

    /// Runs a block in a new scope. Entering it is a step: a loop's body is one even when
    /// it evaluates nothing (`loop { let x; }`).
    pub(super) fn exec_block(&mut self, block: &Block) -> Eval {
        self.step(block.end)?;
        // Only a block's own `let`s declare into its scope (a `match` arm, a closure and a
        // loop make their own): a block without one needs no scope (a loop body of calls).
        let declares = block
            .stmts
            .iter()
            .any(|stmt| !matches!(stmt, Stmt::Expr(_)));
        if !declares {
            let result = self.exec_block_in_scope(block);
            self.report_panic(&result);
            return result;
        }
        self.push_scope();
        let result = self.exec_block_in_scope(block);
        self.report_panic(&result);
        if !ends_process(&result) {
            self.pop_scope(block.end);
        }
        result
    }

    /// Prints a panic's message as std's default hook does, before unwinding drops anything.
    /// In line: every block and iteration asks, and almost none panics.
    #[inline]
    pub(super) fn report_panic(&mut self, result: &Eval) {
        if matches!(result, Err(Flow::Panic(..) | Flow::StdPanic(..))) {
            self.report_panic_message(result);
        }
    }

    #[inline(never)]
    fn report_panic_message(&mut self, result: &Eval) {
        let (message, location, at) = match result {
            Err(Flow::Panic(message, span)) => (
                message,
                format!(
                    "{}:{}:{}",
                    self.kernel.borrow().process.source,
                    span.line + self.line_offset,
                    span.column
                ),
                *span,
            ),
            Err(Flow::StdPanic(message, location, span)) => (
                message,
                format!("{RUSTC_SOURCE}/{}", location.path()),
                *span,
            ),
            _ => return,
        };
        if self.panic_reported {
            return;
        }
        self.panic_reported = true;
        // The hook's write is the panic's doing: it is placed there.
        self.kernel.borrow_mut().recorder.context.set_span(Some(at));
        let text = format!(
            "\nthread 'main' ({}) panicked at {location}:\n{message}\n",
            self.kernel.borrow().process.pid,
        );
        let note =
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
        let mut stderr = self.std.stderr.borrow_mut();
        if let Some(writer) = stderr.writer() {
            // The hook formats the message into a 512-byte buffer, then writes it at once.
            let _ = writer.write_all(text.as_bytes());
            let _ = writer.write_all(note.as_bytes());
        }
    }

    pub(super) fn exec_block_in_scope(&mut self, block: &Block) -> Eval {
        for stmt in &block.stmts {
            self.exec_stmt(stmt)?;
            self.store_back_loans();
            self.store_back_json();
        }
        match &block.tail {
            // A block's value is moved out of it: a local it names does not drop at its end.
            Some(tail) => {
                let value = self.eval_moving(tail)?;
                // `{ *n += 1 }` as a loop's body: written back before the next item is asked for.
                self.store_back_loans();
                Ok(value)
            }
            None => Ok(Value::Unit),
        }
    }

    /// Stores what was written through lent-out items and parts back where they live; a loan
    /// no reference holds any more ends.
    #[inline(always)]
    pub(super) fn store_back_loans(&mut self) {
        // Checked in line: after most statements nothing is lent.
        if !self.lent_elements.is_empty() || !self.lent_cursors.is_empty() {
            self.store_back_lent();
        }
    }

    /// [`Interpreter::store_back_loans`] once something is lent.
    #[inline(never)]
    fn store_back_lent(&mut self) {
        self.lent_elements
            .retain_mut(super::value::LentItems::store_back);
        self.lent_cursors
            .retain_mut(super::value::LentCursor::store_back);
    }

    pub(super) fn exec_stmt(&mut self, stmt: &Stmt) -> Result<(), Flow> {
        match stmt {
            Stmt::Let {
                name,
                ty,
                init,
                span,
                ..
            } => {
                // A `let` is a step of its own (with or without an initializer).
                self.step(*span)?;
                let value = match init {
                    Some(init) => coerce(self.eval_moving(init)?, ty),
                    None => Value::Unit,
                };
                if name == "_" {
                    // `let _ = x;` drops a temporary at once.
                    self.drop_value(value, *span, "_");
                } else {
                    self.declare(name, value);
                }
            }
            Stmt::LetElse {
                pat,
                init,
                otherwise,
                span,
            } => self.exec_let_else(pat, init, otherwise.as_ref(), *span)?,
            Stmt::Expr(expr) => {
                if let ExprKind::Format(call) = &expr.kind
                    && Self::prints_to_std_stream(call)
                {
                    // Evaluated as `eval` would, a step and a level deep; its `()` is not made.
                    self.step(expr.span)?;
                    self.enter(1, expr.span)?;
                    let printed = self.print_statement(call, expr.span);
                    self.leave(1);
                    return printed;
                }
                let value = self.eval(expr)?;
                self.drop_value(value, expr.span, "temporary");
            }
        }
        Ok(())
    }

    /// Evaluates `expr` where its value is moved (a `let`, an argument): a variable holding a
    /// stream or another non-`Copy` value is left empty.
    pub(super) fn eval_moving(&mut self, expr: &Expr) -> Eval {
        if let ExprKind::Var(name) = &expr.kind
            && !(name == "None" && self.lookup(name, expr.span).is_err())
        {
            let slot = self.lookup(name, expr.span)?;
            let mut value = slot.borrow_mut();
            return match &*value {
                Value::Moved => Err(fatal(expr.span, format!("use of moved value: `{name}`"))),
                // A stream, a struct that is not `Copy`, a `Vec` of them… moves: its variable
                // will not drop it again (a deserializer may own its reader: moved, it closes
                // when its new owner drops it).
                other if self.moves_out(other) => Ok(std::mem::replace(&mut *value, Value::Moved)),
                other => Ok(other.clone()),
            };
        }
        // Moving a field out of a struct (`self.out`) leaves it empty: the struct's drop
        // does not drop it again.
        if let ExprKind::Field(..) = &expr.kind
            && let Some(slot) = self.place_slot(expr)?
        {
            let mut value = slot.borrow_mut();
            if self.moves_out(&value) {
                return Ok(std::mem::replace(&mut *value, Value::Moved));
            }
        }
        self.eval(expr)
    }
}

/// Whether control is leaving the process without unwinding (`exit`, a stopped run).
pub(super) fn ends_process(result: &Eval) -> bool {
    matches!(result, Err(Flow::Exit(_) | Flow::Fatal(_)))
}

/// Applies a `let` type annotation to a value (integer literals take the annotated type).
pub fn coerce(value: Value, ty: &TypeHint) -> Value {
    match (value, ty) {
        (Value::Int(v, _), TypeHint::Int(ty)) => Value::Int(v, *ty),
        (Value::Int(v, _), TypeHint::Float) => Value::Float(v as f64),
        (value, _) => value,
    }
}
