//! Running `match` (and the `if let` / `while let` lowered to it) and `let … else`.
//!
//! The scrutinee is tested against each arm's pattern without being taken apart; the first
//! arm that matches (and whose guard holds) takes the value apart into its bindings, which live
//! in a scope of their own and are dropped at the arm's end. What the pattern does not bind
//! lives until the whole `match` ends, as a temporary does in Rust.

use super::interp_bind::{Bound, matches};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Arm, Block, Expr, ExprKind, Pat, PatKind, UnOp};
use super::value::{Slot, Value};
use crate::trace::Span;
use std::cell::RefCell;
use std::rc::Rc;

impl Interpreter<'_> {
    /// The scrutinee: a local owning a stream or a script's type is moved out when an arm
    /// binds by value (what the arm does not bind drops when the `match` ends).
    fn scrutinee(&mut self, scrutinee: &Expr, moves: bool) -> Eval {
        if moves && let ExprKind::Var(name) = &scrutinee.kind {
            let slot = self.lookup(name, scrutinee.span)?;
            if self.moves_out(&slot.borrow()) {
                return Ok(std::mem::replace(&mut *slot.borrow_mut(), Value::Moved));
            }
        }
        self.eval(scrutinee)
    }

    // Kept out of `eval`: inlined there it would grow every nested evaluation's frame, and the
    // depth budget is measured for `eval` as it is.
    #[inline(never)]
    pub(super) fn eval_match(
        &mut self,
        scrutinee: &Expr,
        arms: &[Arm],
        moves: bool,
        span: Span,
    ) -> Eval {
        // A `ref mut` binding lends a part of the place matched: it is taken apart where it
        // lives. A temporary matched so lives until the `match` ends.
        let in_place = arms.iter().any(|arm| arm.pat.binds_ref_mut());
        let (value, temporary) = if in_place {
            self.scrutinee_place(scrutinee)?
        } else {
            (self.scrutinee(scrutinee, moves)?, None)
        };
        let result = self.run_arms(value, arms, in_place, span);
        if let Some(temporary) = temporary {
            let rest = temporary.take();
            self.drop_value(rest, span, "temporary");
        }
        result
    }

    /// The place a pattern with `ref mut` bindings matches, as `&mut place` refers to it (an
    /// element or a tuple's field lent out), and the storage of a scrutinee that is no place.
    fn scrutinee_place(&mut self, scrutinee: &Expr) -> Result<(Value, Option<Slot>), Flow> {
        match &scrutinee.kind {
            ExprKind::Var(_) => Ok((self.eval_ref(scrutinee, true)?, None)),
            ExprKind::Index(..) | ExprKind::Field(..) => {
                let place = match self.lend_element(scrutinee)? {
                    Some(lent) => lent,
                    None => self.eval_ref(scrutinee, true)?,
                };
                Ok((place, None))
            }
            ExprKind::Unary(UnOp::Deref, inner) => match self.eval(inner)? {
                reference @ Value::Ref(_) => Ok((reference, None)),
                other => self.temporary_place(other),
            },
            _ => {
                let value = self.eval(scrutinee)?;
                self.temporary_place(value)
            }
        }
    }

    fn temporary_place(&mut self, value: Value) -> Result<(Value, Option<Slot>), Flow> {
        let storage = Rc::new(RefCell::new(value));
        Ok((Value::Ref(storage.clone()), Some(storage)))
    }

    /// Takes `value` apart for `pat`: where it lives when `in_place` (see
    /// [`Bound::bind_place`]), moving nothing out for a `guard`, which only reads.
    fn take_apart(&self, pat: &Pat, value: Value, in_place: bool, guard: bool) -> Bound {
        let mut bound = Bound::default();
        match (in_place, guard) {
            (true, false) => bound.bind_place(pat, value, &|part| self.moves_out(part)),
            (true, true) => bound.bind_place(pat, value, &|_| false),
            (false, _) => bound.bind(pat, value),
        }
        if in_place {
            // What the pattern does not bind stays in the place: the leftovers are copies.
            bound.rest.clear();
        }
        bound
    }

    /// Runs the first arm whose pattern matches `value` and whose guard holds.
    fn run_arms(&mut self, value: Value, arms: &[Arm], in_place: bool, span: Span) -> Eval {
        for arm in arms {
            if !matches(&arm.pat, &value) {
                continue;
            }
            if let Some(guard) = &arm.guard {
                // The guard sees the bindings as copies (what it lends is not written: a
                // guard only reads); the value is taken apart only for the arm that runs.
                let guarded = self.take_apart(&arm.pat, value.clone(), in_place, true);
                self.push_scope();
                for (name, value) in guarded.bindings {
                    self.declare(&name, value);
                }
                let holds = self
                    .eval(guard)
                    .map(|v| matches!(v.deref(), Value::Bool(true)));
                // A guard's bindings borrow what they name: leaving the guard drops nothing.
                self.forget_scope();
                if !holds? {
                    continue;
                }
            }
            let bound = self.take_apart(&arm.pat, value, in_place, false);
            self.lend_parts(bound.loans);
            self.push_scope();
            for (name, value) in bound.bindings {
                self.declare(&name, value);
            }
            let result = self.eval_moving(&arm.body);
            self.pop_scope(arm.body.span);
            // What the arm wrote through its bindings reaches the value matched before the
            // `match`'s value is used (an arm's body is often no block of statements).
            self.store_back_loans();
            for leftover in bound.rest {
                self.drop_value(leftover, span, "temporary");
            }
            return result;
        }
        Err(fatal(span, "no arm of this `match` matched"))
    }

    /// Lends out the parts a pattern bound through a reference (outermost first): each is
    /// stored back before what holds it, and before any earlier loan its holder may be.
    fn lend_parts(&mut self, loans: Vec<super::value::LentItems>) {
        if !loans.is_empty() {
            self.lent_elements.splice(0..0, loans.into_iter().rev());
        }
    }

    /// `let PAT = init else { otherwise };`: the bindings go into the current scope.
    #[inline(never)]
    pub(super) fn exec_let_else(
        &mut self,
        pat: &Pat,
        init: &Expr,
        otherwise: Option<&Block>,
        span: Span,
    ) -> Result<(), Flow> {
        if pat.binds_ref_mut() {
            return self.let_in_place(pat, init, otherwise, span);
        }
        if otherwise.is_none() && self.let_takes_apart_in_place(pat, init)? {
            return Ok(());
        }
        let value = self.eval_moving(init)?;
        if !matches(pat, &value) {
            self.drop_value(value, span, "temporary");
            return Err(self.let_else_leaves(otherwise, span));
        }
        if pat.binds_ref() && !is_place(init) {
            // `let S { ref x, .. } = S { … };`: the temporary lives until the block ends.
            let mut bound = Bound::default();
            bound.bind(pat, value);
            self.lend_parts(bound.loans);
            if !bound.rest.is_empty() {
                // Declared before the bindings, so dropped after them.
                let rest = Value::Tuple(bound.rest);
                self.declare_slot("<temporary>", Rc::new(RefCell::new(rest)));
            }
            for (name, value) in bound.bindings {
                self.declare(&name, value);
            }
            return Ok(());
        }
        self.bind_pattern(pat, value);
        Ok(())
    }

    /// `let` of a pattern with `ref mut` bindings: the place `init` names is taken apart where
    /// it lives; a temporary lives on in a hidden variable until the block ends, as rustc
    /// extends it.
    fn let_in_place(
        &mut self,
        pat: &Pat,
        init: &Expr,
        otherwise: Option<&Block>,
        span: Span,
    ) -> Result<(), Flow> {
        let (value, temporary) = self.scrutinee_place(init)?;
        if !matches(pat, &value) {
            if let Some(temporary) = temporary {
                let rest = temporary.take();
                self.drop_value(rest, span, "temporary");
            }
            return Err(self.let_else_leaves(otherwise, span));
        }
        let bound = self.take_apart(pat, value, true, false);
        if let Some(temporary) = temporary {
            // Declared before the bindings, so dropped after them.
            self.declare_slot("<temporary>", temporary);
        }
        self.lend_parts(bound.loans);
        for (name, value) in bound.bindings {
            self.declare(&name, value);
        }
        Ok(())
    }

    /// The `else` of a `let … else` whose pattern did not match, which must leave the block:
    /// how it left.
    fn let_else_leaves(&mut self, otherwise: Option<&Block>, span: Span) -> Flow {
        let Some(otherwise) = otherwise else {
            return fatal(span, "the pattern did not match");
        };
        match self.exec_block(otherwise) {
            Err(flow) => flow,
            Ok(_) => fatal(span, "the `else` of `let … else` did not leave the block"),
        }
    }
}

impl Interpreter<'_> {
    /// `let (a, _) = pair;` of a tuple (or `let Named { name, .. } = n;` of a struct) held in
    /// a variable: only the parts the pattern binds leave it (a stream or a struct that is not
    /// `Copy` is moved out, leaving the part empty; anything else is copied), and a `_` or `..`
    /// part stays in it, dropped with it, as the checker lets `pair.1` be used afterwards.
    /// `false`: not such a `let`.
    fn let_takes_apart_in_place(&mut self, pat: &Pat, init: &Expr) -> Result<bool, Flow> {
        let ExprKind::Var(name) = &init.kind else {
            return Ok(false);
        };
        let parts: Vec<(usize, &Pat)> = match &pat.kind {
            PatKind::Tuple(items) => items.iter().enumerate().collect(),
            PatKind::Struct {
                fields,
                resolved: Some((None, positions)),
                ..
            } => positions
                .iter()
                .copied()
                .zip(fields.iter().map(|(_, p)| p))
                .collect(),
            _ => return Ok(false),
        };
        let slot = self.lookup(name, init.span)?;
        let mut taken = Vec::new();
        {
            let mut held = slot.borrow_mut();
            let mut guards: Vec<std::cell::RefMut<'_, Value>> = Vec::new();
            let mut fields: Vec<&mut Value> = match (&mut *held, &pat.kind) {
                (Value::Tuple(items), PatKind::Tuple(written)) if items.len() == written.len() => {
                    items.iter_mut().collect()
                }
                // A struct's fields are slots of their own.
                (Value::Struct(_, slots), PatKind::Struct { .. }) => {
                    guards.extend(slots.0.iter().map(|field| field.borrow_mut()));
                    guards.iter_mut().map(|field| &mut **field).collect()
                }
                _ => return Ok(false),
            };
            for (position, part) in parts {
                let Some(value) = fields.get_mut(position) else {
                    continue;
                };
                if matches!(part.kind, PatKind::Wild) {
                    continue;
                }
                let by_ref = matches!(part.kind, PatKind::Binding { by_ref: true, .. });
                taken.push((
                    part,
                    // `ref x` reads the part where it stays (a copy no one can write to).
                    if by_ref {
                        Value::Ref(Rc::new(RefCell::new(value.clone())))
                    } else if self.moves_out(value) {
                        std::mem::replace(*value, Value::Moved)
                    } else {
                        value.clone()
                    },
                ));
            }
        }
        for (part, value) in taken {
            self.bind_pattern(part, value);
        }
        Ok(true)
    }

    /// Binds an irrefutable pattern (a closure's parameter) in the current scope.
    pub(super) fn bind_pattern(&mut self, pat: &Pat, value: Value) {
        let mut bound = Bound::default();
        bound.bind(pat, value);
        self.lend_parts(bound.loans);
        for (name, value) in bound.bindings {
            self.declare(&name, value);
        }
        for leftover in bound.rest {
            self.drop_value(leftover, pat.span, "temporary");
        }
    }
}

/// Whether `expr` names a place (a variable, a field, an element, what a reference points
/// to) rather than making a temporary.
fn is_place(expr: &Expr) -> bool {
    matches!(
        expr.kind,
        ExprKind::Var(_)
            | ExprKind::Field(..)
            | ExprKind::Index(..)
            | ExprKind::Unary(UnOp::Deref, _)
    )
}
