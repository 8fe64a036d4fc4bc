//! Conflicts met through a place inside a borrowed local, which rustc names as that place: an
//! element of an array (`a[i]` is a built-in place, `a[_]` in its messages, not a call of
//! `Index::index(&a)` as for a `Vec` or a range `a[1..]`), a field of a struct or tuple held
//! by value (`s.total`), and a whole local borrowed by `&v`/`&mut v` (rustc points at the
//! `&`). The loans of [`super::borrows`] are of whole locals; here the conflicts a part's use
//! made are reworded as rustc words them, or said to be not supported.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

/// What is done with a part of a local (an array's element, a field).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ElementUse {
    /// `a[i] = x`.
    Assign,
    /// `a[i] += x`: read, then assigned.
    Compound,
    /// Its value copied out.
    Copy,
    /// Its value moved out (`let (a, _) = pair;`).
    Move,
    /// `&a[i]`, `&mut a[i]`.
    Borrow { mutable: bool },
    /// Anything else (a method called on it…).
    Other,
}

impl Checker<'_> {
    /// The number of conflicts so far, to name the ones a use makes from then on.
    pub(super) fn conflicts_so_far(&self) -> usize {
        self.flow.conflicts.len()
    }

    /// The conflicts made since `from` by `used` of `place` (at `at`), if `place` is an
    /// element of an array local, reworded as rustc words them; an use rustc words in a way
    /// not known here is said to be not supported.
    pub(super) fn element_conflicts(
        &mut self,
        place: &Expr,
        from: usize,
        used: ElementUse,
        at: Span,
    ) {
        if self.flow.conflicts.len() <= from {
            return;
        }
        let Some((local, element)) = self.part_place(place) else {
            return;
        };
        let name = &self.locals[local].name.clone();
        let loans = self.borrows.loans.clone();
        for conflict in self.flow.conflicts.iter_mut().skip(from) {
            let Some(loan) = loans
                .iter()
                .find(|l| l.holder == conflict.holder && l.borrowed == local)
            else {
                continue;
            };
            let (code, message) = match (used, loan.mutable) {
                (ElementUse::Assign, _) | (ElementUse::Compound, false) => (
                    "E0506",
                    format!("cannot assign to `{element}` because it is borrowed"),
                ),
                (ElementUse::Move, _) => (
                    "E0505",
                    format!("cannot move out of `{element}` because it is borrowed"),
                ),
                (ElementUse::Compound | ElementUse::Copy, true) => (
                    "E0503",
                    format!("cannot use `{element}` because it was mutably borrowed"),
                ),
                (ElementUse::Borrow { mutable: true }, true) => (
                    "E0499",
                    format!("cannot borrow `{element}` as mutable more than once at a time"),
                ),
                (ElementUse::Borrow { mutable: true }, false) => (
                    "E0502",
                    format!(
                        "cannot borrow `{element}` as mutable because it is also borrowed as immutable"
                    ),
                ),
                (ElementUse::Borrow { mutable: false }, true) => (
                    "E0502",
                    format!(
                        "cannot borrow `{element}` as immutable because it is also borrowed as mutable"
                    ),
                ),
                _ => {
                    conflict.error = ScriptError::new(
                        at,
                        format!(
                            "this use of `{element}` while `{name}` is borrowed is not supported by bufscope yet"
                        ),
                    );
                    continue;
                }
            };
            let help = conflict.error.help.take();
            conflict.error = ScriptError::rustc(code, at, message);
            conflict.error.help = help;
        }
    }

    /// The local `place` is a part of, and the part as rustc names it: `a[_]` for an element
    /// of an array (not a range of it: `a[1..]` is `Index::index(&a, 1..)`, a borrow of all
    /// of `a`, as for a `Vec`), `s.total` for a field of a struct or tuple held by value.
    fn part_place(&self, place: &Expr) -> Option<(usize, String)> {
        match &place.kind {
            ExprKind::Index(base, index) => {
                let ExprKind::Var(name) = &base.kind else {
                    return None;
                };
                let local = self.lookup(name)?;
                let array = matches!(self.infer.shallow(&self.locals[local].ty), Ty::Array(..));
                let range = matches!(index.kind, ExprKind::Range { .. });
                (array && !range).then(|| (local, format!("{name}[_]")))
            }
            ExprKind::Field(base, field) => {
                let (local, text) = match &base.kind {
                    ExprKind::Var(name) => {
                        let local = self.lookup(name)?;
                        let owned = self.is_owned_struct(local) || self.is_owned_tuple(local);
                        owned.then(|| (local, name.clone()))?
                    }
                    ExprKind::Field(..) => {
                        let (local, text) = self.part_place(base)?;
                        (local, text)
                    }
                    _ => return None,
                };
                Some((local, format!("{text}.{field}")))
            }
            _ => None,
        }
    }

    /// `&place` or `&mut place` (typed by `check`): a conflict of the borrow of a whole local
    /// is where the `&` is, as rustc points; of an element of an array, reworded.
    pub(super) fn borrow_of_place(
        &mut self,
        place: &Expr,
        mutable: bool,
        span: Span,
        check: impl FnOnce(&mut Self) -> Checked<Ty>,
    ) -> Checked<Ty> {
        let from = self.conflicts_so_far();
        let ty = check(self)?;
        if let ExprKind::Var(_) = &place.kind {
            for conflict in self.flow.conflicts.iter_mut().skip(from) {
                conflict.error.span = span;
            }
        }
        self.element_conflicts(place, from, ElementUse::Borrow { mutable }, span);
        Ok(ty)
    }
}
