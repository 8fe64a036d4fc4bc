//! Running `match` (and the `if let` / `while let` lowered to it) and `let … else`.
//!
//! The scrutinee is tested against each arm's pattern without being taken apart; the first
//! arm that matches (and whose guard holds) takes the value apart into its bindings, which live
//! in a scope of their own and are dropped at the arm's end. What the pattern does not bind
//! lives until the whole `match` ends, as a temporary does in Rust.

use super::interp_bind::{Bound, matches};
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Arm, Block, Expr, ExprKind, Pat, PatKind};
use super::value::Value;
use crate::trace::Span;

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
        let value = self.scrutinee(scrutinee, moves)?;
        for arm in arms {
            if !matches(&arm.pat, &value) {
                continue;
            }
            if let Some(guard) = &arm.guard {
                // The guard sees the bindings as copies (what it lends is not written: a
                // guard only reads); the value is taken apart only for the arm that runs.
                let mut guarded = Bound::default();
                guarded.bind(&arm.pat, value.clone());
                self.push_scope();
                for (name, value) in guarded.bindings {
                    self.declare(&name, value);
                }
                let holds = self
                    .eval(guard)
                    .map(|v| matches!(v.deref(), Value::Bool(true)));
                self.pop_scope(arm.pat.span);
                if !holds? {
                    continue;
                }
            }
            let mut bound = Bound::default();
            bound.bind(&arm.pat, value);
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
        if otherwise.is_none() && self.let_takes_apart_in_place(pat, init)? {
            return Ok(());
        }
        let value = self.eval_moving(init)?;
        if !matches(pat, &value) {
            self.drop_value(value, span, "temporary");
            let Some(otherwise) = otherwise else {
                return Err(fatal(span, "the pattern did not match"));
            };
            self.exec_block(otherwise)?;
            return Err(fatal(
                span,
                "the `else` of `let … else` did not leave the block",
            ));
        }
        self.bind_pattern(pat, value);
        Ok(())
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
                        Value::Ref(std::rc::Rc::new(std::cell::RefCell::new(value.clone())))
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
