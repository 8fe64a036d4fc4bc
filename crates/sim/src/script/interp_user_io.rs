//! The script's own `io::Write` impls: its `write` and `flush` run as written, and std's
//! provided methods over them run as std runs them — `write_all` calls `write` until all is
//! written (retrying `Interrupted`, failing with std's own `WriteZero` error on `Ok(0)`), and
//! `write!` hands `write_all` each piece `core::fmt` writes (one `write_all` for a template
//! without placeholders), so a counting writer counts what the compiled program's does.

use std::rc::Rc;

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::FormatCall;
use super::value::{BytesKind, ErrorValue, Value, target_slot};
use crate::format::lower::Lowered;
use crate::format::render::LoweredArgs;
use crate::trace::Span;

/// Collects the `write_str` calls `core::fmt` makes.
#[derive(Default)]
struct Pieces(Vec<String>);

impl std::fmt::Write for Pieces {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.push(s.to_string());
        Ok(())
    }
}

/// A writer whose `write` accepts nothing: std's `write_all` over it returns std's own
/// `WriteZero` error, the one a compiled program's `write_all` returns.
struct Refuses;

impl std::io::Write for Refuses {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Ok(0)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn write_zero() -> Value {
    let error = std::io::Write::write_all(&mut Refuses, b"x")
        .err()
        .unwrap_or_else(|| std::io::Error::from(std::io::ErrorKind::WriteZero));
    Value::Err(ErrorValue::Io(Rc::new(error)))
}

impl Interpreter<'_> {
    /// The script's `io::Write` impl for the value (through references): the receiver to pass
    /// as `&mut self`, and the `write` and `flush` functions.
    pub(super) fn user_writer(&self, value: &Value) -> Option<(Value, usize, Option<usize>)> {
        let slot = match value {
            Value::Ref(slot) => target_slot(slot),
            _ => return None,
        };
        let ty = match &*slot.borrow() {
            Value::Struct(ty, _) | Value::Enum(ty, ..) => *ty,
            _ => return None,
        };
        let fns = self.trait_fns(ty);
        Some((Value::Ref(slot), fns.write?, fns.flush))
    }

    /// `write`, `flush`, `write_all` and `by_ref` of the script's writer, reached through a
    /// generic `W: Write` or `dyn Write` (a direct call of `write`/`flush` was resolved by
    /// the checker already).
    pub(super) fn user_writer_method(
        &mut self,
        receiver: &Value,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        if !matches!(method, "write" | "write_all" | "flush" | "by_ref") {
            return Ok(None);
        }
        let Some((this, write, flush)) = self.user_writer(receiver) else {
            return Ok(None);
        };
        let result = match method {
            "by_ref" => this,
            "flush" => match flush {
                Some(flush) => {
                    let function = &self.program.functions[flush];
                    self.call_function(function, vec![this], span)?
                }
                None => Value::ok(Value::Unit),
            },
            _ => {
                let bytes = self.bytes_arg(args.first().unwrap_or(&Value::Unit), span)?;
                if method == "write" {
                    let function = &self.program.functions[write];
                    self.call_function(
                        function,
                        vec![this, Value::Bytes(bytes, BytesKind::Vec)],
                        span,
                    )?
                } else {
                    self.user_write_all(&this, write, &bytes, span)?
                }
            }
        };
        Ok(Some(result))
    }

    /// std's `Write::write_all` over the script's `write`.
    fn user_write_all(&mut self, this: &Value, write: usize, bytes: &[u8], span: Span) -> Eval {
        let mut offset = 0;
        while offset < bytes.len() {
            let function = &self.program.functions[write];
            let rest = Value::Bytes(bytes[offset..].to_vec(), BytesKind::Vec);
            match self.call_function(function, vec![this.clone(), rest], span)? {
                Value::Ok(n) => match *n {
                    Value::Int(0, _) => return Ok(write_zero()),
                    Value::Int(n, _) => {
                        offset += usize::try_from(n)
                            .unwrap_or(usize::MAX)
                            .min(bytes.len() - offset)
                    }
                    other => {
                        return Err(fatal(
                            span,
                            format!("`write` returned `{}`", other.type_name()),
                        ));
                    }
                },
                Value::Err(ErrorValue::Io(error))
                    if error.kind() == std::io::ErrorKind::Interrupted => {}
                error @ Value::Err(_) => return Ok(error),
                other => {
                    return Err(fatal(
                        span,
                        format!("`write` returned `{}`", other.type_name()),
                    ));
                }
            }
        }
        Ok(Value::ok(Value::Unit))
    }

    /// `write!(w, …)` where `w` is the script's writer: `write_all` of each piece.
    pub(super) fn format_into_user_writer(
        &mut self,
        target: &Value,
        call: &FormatCall,
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let Some((this, write, _)) = self.user_writer(target) else {
            return Ok(None);
        };
        let pieces = match &call.lowering.lowered {
            Lowered::Constant(text) => vec![text.clone()],
            Lowered::Pieces(template) => {
                let values = self.format_values(call, span)?;
                let args =
                    LoweredArgs::new(template, &values).map_err(|e| fatal(span, e.to_string()))?;
                let mut pieces = Pieces::default();
                std::fmt::write(&mut pieces, format_args!("{args}"))
                    .map_err(|_| fatal(span, "formatting failed"))?;
                pieces.0
            }
        };
        for piece in pieces {
            let result = self.user_write_all(&this, write, piece.as_bytes(), span)?;
            if matches!(result, Value::Err(_)) {
                return Ok(Some(result));
            }
        }
        Ok(Some(Value::ok(Value::Unit)))
    }
}
