//! Borrows held by values no local names: a `for` loop's iterator, which lives until the loop
//! ends and is used again (`next`) at the start of each iteration, so an access in the body
//! that conflicts with what it borrows is an error if the iteration can go on
//! (`for x in v.iter_mut() { v.push(1) }` is rustc's E0499; with `break` right after the
//! push it is not). The iterator is held by a hidden local whose loans [`super::borrows`]
//! tracks as any other.
//!
//! And a method's receiver while its closure arguments are made: a closure that captures a
//! local the receiver borrows conflicts with that borrow (`v.iter_mut().for_each(|x|
//! v.push(*x))` is E0499 at the closure). A `&mut` auto-ref of a local for a method of its own
//! type (`v.retain`) is two-phase: rustc activates it after the closure is made, and reports
//! the conflict at the receiver (`v.retain(|x| v.len() > *x)` is E0502 there). A captured
//! struct or tuple, or a local that is a reference, is left alone: rustc names the captured
//! part (`s.total`, `*r`) where the loans here know only whole locals; so is a closure that
//! takes its captures by value.

use super::super::ir::{Expr, ExprKind, Pat, PatKind};
use super::super::ty::Ty;
use super::borrows::{Access, Loan, Origin, conflict_error};
use super::patterns::Binding;
use super::{Checked, Checker};
use crate::trace::Span;

/// Iterator adapters whose items are the items they are given (or hold them: `enumerate`,
/// `zip`): a reference among them still points where the source's items do.
const KEEPING_ITEMS: &[&str] = &[
    "chain",
    "enumerate",
    "filter",
    "flatten",
    "inspect",
    "peekable",
    "rev",
    "skip",
    "skip_while",
    "step_by",
    "take",
    "take_while",
    "zip",
];

/// Iterator adapters that make new items. Like the others, they own the iterator they are
/// called on, and so borrow what it borrows.
const MAKING_ITEMS: &[&str] = &[
    "map",
    "filter_map",
    "map_while",
    "scan",
    "copied",
    "cloned",
    "flat_map",
];

/// The name of a loop's hidden iterator: no identifier can be written so.
const LOOP_ITERATOR: &str = "(the loop's iterator)";

impl Checker<'_> {
    /// The locals that an iterator made by `expr` borrows, and whether mutably: its source's
    /// loans (`v.iter_mut()`, `&v`, a local holding such an iterator), through adapters; with
    /// `items`, only through those that keep the items (what the items borrow).
    pub(super) fn iterator_origins(&self, expr: &Expr, items: bool) -> Vec<Origin> {
        if let ExprKind::Method {
            receiver,
            method,
            args,
            ..
        } = &expr.kind
            && (KEEPING_ITEMS.contains(&method.as_str())
                || !items && MAKING_ITEMS.contains(&method.as_str()))
        {
            let mut origins = self.iterator_origins(receiver, items);
            if matches!(method.as_str(), "chain" | "zip") {
                for arg in args {
                    origins.extend(self.iterator_origins(arg, items));
                }
            } else if !items {
                // The adapter holds its closure, and so what the closure borrows
                // (`v.iter().filter(|x| **x > limit)` borrows `limit` while it lives).
                for arg in args {
                    origins.extend(self.closure_origins(arg));
                }
            }
            return origins;
        }
        self.origins(expr)
    }

    /// The locals a closure passed as `arg` borrows, and whether mutably: what a closure
    /// written there captures by reference (a use by value of a `Copy` local is a shared
    /// borrow), or the loans of a closure kept in a local and passed by its name. A `move`
    /// closure owns what it captured; a captured struct, tuple or reference is left alone,
    /// as in [`Checker::closures_against_receiver`].
    pub(super) fn closure_origins(&self, arg: &Expr) -> Vec<Origin> {
        match &arg.kind {
            ExprKind::Closure(def) if !def.is_move => self
                .borrows
                .captured_by(arg)
                .iter()
                .filter(|&&(local, access)| {
                    self.captures_whole(local)
                        && (access != Access::Move || self.infer.is_copy(&self.locals[local].ty))
                })
                .map(|&(local, access)| {
                    let mutable = matches!(access, Access::MutBorrow | Access::Assign);
                    Origin::new(local, mutable, arg.span)
                })
                .collect(),
            ExprKind::Var(_) => self.origins(arg),
            _ => Vec::new(),
        }
    }

    /// Before a `for` loop's body: a hidden local holds the loans of the iterator `iter`
    /// makes. Returns it, and the loans of the iterator's items, for the loop variable (named
    /// before it is declared: `for v in &mut v` borrows the outer `v`).
    pub(super) fn lend_to_loop(&mut self, iter: &Expr) -> (usize, Vec<Origin>) {
        let whole = |loans: Vec<Origin>| -> Vec<Origin> {
            loans
                .into_iter()
                .filter(|origin| self.captures_whole(origin.local))
                .collect()
        };
        let iterator_loans = whole(self.iterator_origins(iter, false));
        let item_loans = whole(self.iterator_origins(iter, true));
        let deref_loans = self.deref_origins(iter);
        let iterator = self.declare(LOOP_ITERATOR, Ty::Unit, false, false, iter.span);
        self.record_loans(iterator, iterator_loans);
        self.record_deref_loans(iterator, deref_loans);
        (iterator, item_loans)
    }

    /// `holder` borrows the places behind the references `deref_loans` name (`*v`).
    pub(super) fn record_deref_loans(&mut self, holder: usize, deref_loans: Vec<Origin>) {
        for origin in deref_loans {
            self.borrows.loans.push(Loan {
                holder,
                borrowed: origin.local,
                mutable: origin.mutable,
                at: origin.at,
                deref: true,
            });
        }
    }

    /// The locals holding a reference whose referent an iterator made by `expr` borrows
    /// (`v.iter()` of a `v: &mut Vec<T>` borrows `*v`), through adapters.
    pub(super) fn deref_origins(&self, expr: &Expr) -> Vec<Origin> {
        let ExprKind::Method {
            receiver, method, ..
        } = &expr.kind
        else {
            return Vec::new();
        };
        if KEEPING_ITEMS.contains(&method.as_str()) || MAKING_ITEMS.contains(&method.as_str()) {
            return self.deref_origins(receiver);
        }
        let key = super::expr_address::address(receiver);
        match (&receiver.kind, self.borrows.deref_borrows.get(&key)) {
            (ExprKind::Var(name), Some(&mutable)) => self
                .lookup(name)
                .map(|local| vec![Origin::new(local, mutable, receiver.span)])
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// The loop variable `var` (of type `item`) holds the loans of the items, if it may hold
    /// a reference.
    pub(super) fn lend_to_item(&mut self, var: usize, item: &Ty, loans: Vec<Origin>) {
        if self.holds_reference(item) {
            self.record_loans(var, loans);
        }
    }

    /// Declares what `pat` binds (at `span`, or each where the pattern names it); a binding
    /// that holds a reference holds the loans `lent` of what was matched, unless a `&`
    /// pattern copied it out from behind a reference.
    pub(super) fn declare_bindings(
        &mut self,
        bindings: Vec<Binding>,
        pat: &Pat,
        lent: &[Origin],
        span: Option<Span>,
    ) {
        let through_ref = has_ref_pattern(pat);
        for binding in bindings {
            let holds = self.holds_reference(&binding.ty);
            let at = span.unwrap_or(binding.span);
            let local = self.declare(&binding.name, binding.ty, binding.mutable, false, at);
            if holds && !through_ref {
                self.record_loans(local, lent.to_vec());
            }
        }
    }

    /// `ref x` and `ref mut x` bindings borrow the place matched (`match opt { Some(ref v)
    /// => … }`): each holds a loan on the scrutinee's local, so assigning it while `v` is
    /// used is E0506 (and reading it while a `ref mut` one is used, E0502).
    pub(super) fn lend_to_ref_bindings(&mut self, pat: &Pat, scrutinee: &Expr) {
        let Some(root) = self.root(scrutinee) else {
            return;
        };
        let mut named = Vec::new();
        ref_bindings(pat, &mut named);
        for (name, mutable, at) in named {
            if let Some(local) = self.lookup(&name) {
                self.record_loans(local, vec![Origin::new(root, mutable, at)]);
            }
        }
    }

    /// Where the next iteration of a loop starts (the end of its body, a `continue`): its
    /// iterator is used again, so an access that conflicted with its loans on the way here
    /// is an error.
    pub(super) fn next_iteration(&self, iterator: Option<usize>) -> Checked<()> {
        match self
            .flow
            .conflicts
            .iter()
            .find(|c| Some(c.holder) == iterator)
        {
            Some(conflict) => Err(conflict.error.clone()),
            None => Ok(()),
        }
    }
}

/// How a method borrows its receiver when the receiver is a local (`v.retain(…)`).
#[derive(Debug, Clone, Copy)]
pub(super) struct PlaceBorrow {
    pub(super) mutable: bool,
    /// A `&mut` auto-ref for a method of the local's own type, activated after the arguments.
    pub(super) two_phase: bool,
}

impl Checker<'_> {
    /// The closures among `args` of a method called on `receiver`, which a local holds
    /// borrowed as `place` says, or which is a value borrowing locals (`v.iter_mut()`): a
    /// capture of a borrowed local conflicts unless both borrows are shared. With a
    /// two-phase borrow, so does any argument that borrows the local.
    pub(super) fn closures_against_receiver(
        &self,
        receiver: &Expr,
        args: &[Expr],
        place: Option<PlaceBorrow>,
    ) -> Checked<()> {
        let (lent, two_phase) = match (&receiver.kind, place) {
            (ExprKind::Var(name), Some(place)) => match self.lookup(name) {
                Some(local) => (
                    vec![Origin::new(local, place.mutable, receiver.span)],
                    place.two_phase,
                ),
                None => return Ok(()),
            },
            _ => (self.iterator_origins(receiver, false), false),
        };
        for arg in args {
            let captured: Vec<(usize, Access)> = match &arg.kind {
                ExprKind::Closure(def) if !def.is_move => self.borrows.captured_by(arg).to_vec(),
                ExprKind::Closure(_) => continue,
                // An argument that borrows the receiver (`s.push_str(&s)`) is alive when a
                // two-phase borrow is activated.
                _ if two_phase => self
                    .iterator_origins(arg, false)
                    .into_iter()
                    .map(|Origin { local, mutable, .. }| {
                        let access = if mutable {
                            Access::MutBorrow
                        } else {
                            Access::Read
                        };
                        (local, access)
                    })
                    .collect(),
                _ => continue,
            };
            for &Origin { local, mutable, .. } in &lent {
                if !self.captures_whole(local) {
                    continue;
                }
                let strongest = captured
                    .iter()
                    .filter(|(l, _)| *l == local)
                    .map(|(_, access)| *access)
                    .max();
                let captures_mutably = match strongest {
                    None | Some(Access::Move) => continue,
                    Some(access) => access != Access::Read,
                };
                if !mutable && !captures_mutably {
                    continue;
                }
                let name = &self.locals[local].name;
                return Err(if two_phase {
                    let capture = loan(local, captures_mutably, arg.span);
                    conflict_error(name, Access::MutBorrow, &capture, receiver.span)
                } else {
                    let access = if captures_mutably {
                        Access::MutBorrow
                    } else {
                        Access::Read
                    };
                    conflict_error(name, access, &loan(local, mutable, receiver.span), arg.span)
                });
            }
        }
        Ok(())
    }

    /// Whether what a closure captures of `local` is all of it: not a part of a struct or a
    /// tuple, not the place behind a reference.
    fn captures_whole(&self, local: usize) -> bool {
        !self.is_owned_struct(local)
            && !self.is_owned_tuple(local)
            && !matches!(self.infer.shallow(&self.locals[local].ty), Ty::Ref { .. })
    }
}

fn loan(borrowed: usize, mutable: bool, at: Span) -> Loan {
    Loan {
        holder: usize::MAX,
        borrowed,
        mutable,
        at,
        deref: false,
    }
}

/// Whether a pattern has a `&` pattern, which copies what it matches out from behind a
/// reference.
fn has_ref_pattern(pat: &Pat) -> bool {
    match &pat.kind {
        PatKind::Ref(_) => true,
        PatKind::Binding { sub, .. } => sub.as_deref().is_some_and(has_ref_pattern),
        PatKind::Tuple(items) | PatKind::Or(items) | PatKind::Variant { fields: items, .. } => {
            items.iter().any(has_ref_pattern)
        }
        PatKind::Struct { fields, .. } => fields.iter().any(|(_, p)| has_ref_pattern(p)),
        PatKind::Slice { before, after, .. } => {
            PatKind::slice_items(before, after).any(has_ref_pattern)
        }
        _ => false,
    }
}

/// The `ref` and `ref mut` bindings of a pattern (by name, whether `mut`, where each is
/// written).
fn ref_bindings(pat: &Pat, named: &mut Vec<(String, bool, Span)>) {
    match &pat.kind {
        PatKind::Binding {
            name,
            by_ref,
            mutable,
            sub,
        } => {
            if *by_ref {
                named.push((name.clone(), *mutable, pat.span));
            }
            if let Some(sub) = sub {
                ref_bindings(sub, named);
            }
        }
        PatKind::Tuple(items) | PatKind::Or(items) | PatKind::Variant { fields: items, .. } => {
            items.iter().for_each(|item| ref_bindings(item, named));
        }
        PatKind::Struct { fields, .. } => fields.iter().for_each(|(_, p)| ref_bindings(p, named)),
        PatKind::Slice { before, after, .. } => {
            PatKind::slice_items(before, after).for_each(|item| ref_bindings(item, named));
        }
        PatKind::Ref(_) | PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => {}
    }
}
