//! Control flow: `if`, loops, `break`/`continue` and the moves they carry around.

use super::super::error::ScriptError;
use super::super::ir::{Block, Expr};
use super::super::ty::Ty;
use super::flow::Flow;
use super::{Checked, Checker, LoopFrame};
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn if_expr(
        &mut self,
        cond: &Expr,
        then: &Block,
        otherwise: Option<&Expr>,
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Ty> {
        self.condition(cond)?;
        let before = self.flow.clone();
        let then_ty = self.block(then, expected)?;
        let then_flow = std::mem::replace(&mut self.flow, before);
        let Some(otherwise) = otherwise else {
            if !matches!(self.infer.shallow(&then_ty), Ty::Unit | Ty::Never)
                && !self.infer.unify(&then_ty, &Ty::Unit)
            {
                return Err(ScriptError::rustc(
                    "E0317",
                    span,
                    "`if` may be missing an `else` clause",
                )
                .with_help(format!(
                    "the `if` has a value of type `{}`, so it needs an `else` with one too",
                    self.infer.resolve(&then_ty)
                )));
            }
            let else_flow = std::mem::take(&mut self.flow);
            self.flow = then_flow.merge(else_flow);
            return Ok(Ty::Unit);
        };
        let else_ty = self.value(otherwise, expected.or(Some(&then_ty)))?;
        let else_flow = std::mem::take(&mut self.flow);
        self.flow = then_flow.merge(else_flow);
        match (self.infer.shallow(&then_ty), self.infer.shallow(&else_ty)) {
            (Ty::Never, _) => Ok(else_ty),
            (_, Ty::Never) => Ok(then_ty),
            _ if self.infer.coerce(&else_ty, &then_ty) => Ok(then_ty),
            _ => Err(ScriptError::rustc(
                "E0308",
                otherwise.span,
                "`if` and `else` have incompatible types",
            )
            .with_help(format!(
                "expected `{}`, found `{}`",
                self.infer.resolve(&then_ty),
                self.infer.resolve(&else_ty)
            ))),
        }
    }

    /// Checks a loop's body; returns the flow after the loop's `break`s. A value of an outer
    /// local moved in the body and not given a new one is moved again by the next iteration.
    pub(super) fn loop_body(
        &mut self,
        body: &Block,
        value: Option<Ty>,
        label: Option<String>,
        outer_locals: usize,
        iterator: Option<usize>,
    ) -> Checked<Flow> {
        self.loops.push(LoopFrame {
            label,
            outer_locals,
            iterator,
            started: self.borrows.clock,
            entry: self.flow.clone(),
            breaks: Vec::new(),
            value,
        });
        let result = self.block(body, Some(&Ty::Unit));
        let Some(frame) = self.loops.pop() else {
            return Err(ScriptError::new(body.end, "loop bookkeeping"));
        };
        result?;
        self.next_iteration(frame.iterator)?;
        self.loop_conflicts(frame.outer_locals, frame.started)?;
        for (path, moved_at) in self.flow.moved_since(&frame.entry, frame.outer_locals) {
            // A value whose type was not known when it was passed on (`let mut best = None;`
            // matched before a `Some(n)` says what it holds) and turned out `Copy` was copied.
            if self.flow.reachable && !self.infer.is_copy(&self.locals[path.0].ty) {
                let name = &self.locals[path.0].name;
                return Err(ScriptError::rustc(
                    "E0382",
                    moved_at,
                    format!("use of moved value: `{name}`"),
                )
                .with_help(
                    "value moved here, in previous iteration of loop: move it before the loop, borrow it (`&mut`), or give it a new value before the next iteration",
                ));
            }
        }
        let mut after = Flow::unreachable();
        for flow in frame.breaks {
            after = after.merge(flow);
        }
        Ok(after)
    }

    /// `break` / `continue`, to the innermost loop or to the one `label` names; a `break`'s
    /// value is the value of its `loop`.
    pub(super) fn jump(
        &mut self,
        span: Span,
        is_break: bool,
        label: Option<&str>,
        value: Option<&Expr>,
    ) -> Checked<Ty> {
        let word = if is_break { "break" } else { "continue" };
        let target = match label {
            None => self.loops.len().checked_sub(1),
            Some(label) => {
                let found = self
                    .loops
                    .iter()
                    .rposition(|frame| frame.label.as_deref() == Some(label));
                if found.is_none() {
                    return Err(ScriptError::rustc(
                        "E0426",
                        span,
                        format!("use of undeclared label `'{label}`"),
                    ));
                }
                found
            }
        };
        let Some(target) = target else {
            return Err(ScriptError::rustc(
                "E0268",
                span,
                format!("`{word}` outside of a loop or labeled block"),
            ));
        };
        if is_break {
            let loop_value = self.loops[target].value.clone();
            match (loop_value, value) {
                (Some(loop_value), Some(value)) => {
                    let found = self.value(value, Some(&loop_value))?;
                    if !self.infer.coerce(&found, &loop_value) {
                        return Err(self.mismatch(value.span, &loop_value, &found));
                    }
                }
                (Some(loop_value), None) => {
                    self.infer.unify(&loop_value, &Ty::Unit);
                }
                (None, Some(value)) => {
                    return Err(ScriptError::rustc(
                        "E0571",
                        value.span,
                        "`break` with value from a `while` or `for` loop",
                    )
                    .with_help("only a `loop` has a value: `break` alone leaves this one"));
                }
                (None, None) => {}
            }
        }
        if !is_break {
            let frame = &self.loops[target];
            let (iterator, outer_locals, started) =
                (frame.iterator, frame.outer_locals, frame.started);
            self.next_iteration(iterator)?;
            self.loop_conflicts(outer_locals, started)?;
        }
        let flow = std::mem::replace(&mut self.flow, Flow::unreachable());
        let frame = &mut self.loops[target];
        if is_break {
            frame.breaks.push(flow);
        } else if let Some(moved) = flow
            .moved_since(&frame.entry, frame.outer_locals)
            .iter()
            .find(|(path, _)| !self.infer.is_copy(&self.locals[path.0].ty))
        {
            // `continue` starts the next iteration from here.
            let name = self.locals[moved.0.0].name.clone();
            return Err(ScriptError::rustc(
                "E0382",
                moved.1,
                format!("use of moved value: `{name}`"),
            )
            .with_help("value moved here, in previous iteration of loop"));
        }
        Ok(Ty::Never)
    }

    pub(super) fn for_loop(
        &mut self,
        var: Option<&str>,
        iter: &Expr,
        body: &Block,
        label: Option<String>,
    ) -> Checked<Ty> {
        let iter_ty = self.value(iter, None)?;
        let item = match self.mut_ref_loop(iter, &iter_ty)? {
            Some(item) => item,
            None => self.item_of(&iter_ty, iter.span)?,
        };
        let before = self.flow.clone();
        let outer_locals = self.locals.len();
        self.scopes.push(Vec::new());
        let (iterator, item_loans) = self.lend_to_loop(iter);
        if let Some(var) = var {
            // The loop variable is a new binding each iteration.
            let var = self.declare(var, item.clone(), true, false, iter.span);
            self.lend_to_item(var, &item, item_loans);
        }
        let breaks = self.loop_body(body, None, label, outer_locals, Some(iterator))?;
        if let Some(ended) = self.scopes.pop() {
            self.end_loans(&ended);
        }
        let body_end = std::mem::take(&mut self.flow);
        self.flow = before.merge(body_end).merge(breaks);
        Ok(Ty::Unit)
    }
}
