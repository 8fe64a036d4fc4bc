//! Borrows a call's earlier arguments hold while its later ones are made. Arguments are
//! evaluated left to right and all of them live until the call, so a reference passed first
//! (`show(&v, …)`, a format argument `v`, which `println!` borrows) conflicts with a later
//! argument that changes what it points at (`v.push(4)`): rustc's E0502 or E0499 at that later
//! argument. Each argument that borrows a local is held by a hidden local of its own until the
//! call, whose loans [`super::borrows`] tracks as any other.
//!
//! Only arguments: a method's receiver borrowed by auto-ref is two-phase in rustc (`v.push(
//! v.len())` compiles), and its conflicts are `held_by_temporaries`'s.

use super::super::ir::{Expr, ExprKind};
use super::super::ty::Ty;
use super::{Checked, Checker};

/// The name of an argument's hidden holder: no identifier can be written so.
const ARGUMENT: &str = "(an argument of the call)";

/// The hidden holders of one call's arguments, in order.
#[derive(Default)]
pub(super) struct ArgumentLoans {
    holders: Vec<usize>,
}

impl Checker<'_> {
    /// After the argument `arg` is checked (`implicit`: the call borrows it, as a format
    /// macro borrows its arguments): what it borrows is held until the call.
    pub(super) fn hold_argument(&mut self, loans: &mut ArgumentLoans, arg: &Expr, implicit: bool) {
        let mut origins = self.origins(arg);
        if implicit
            && origins.is_empty()
            && matches!(arg.kind, ExprKind::Var(_) | ExprKind::Index(..))
            && let Some(root) = self.root(arg)
        {
            origins.push(super::borrows::Origin::new(root, false, arg.span));
        }
        if origins.is_empty() {
            return;
        }
        let holder = self.declare(ARGUMENT, Ty::Unit, false, false, arg.span);
        self.record_loans(holder, origins);
        loans.holders.push(holder);
    }

    /// At the call: every argument's borrow is used, so a later argument's conflict with it
    /// is an error; then the borrows end.
    pub(super) fn release_arguments(&mut self, loans: ArgumentLoans) -> Checked<()> {
        if loans.holders.is_empty() {
            return Ok(());
        }
        let used = loans
            .holders
            .iter()
            .try_for_each(|&holder| self.touch(holder));
        self.end_loans(&loans.holders);
        if let Some(scope) = self.scopes.last_mut() {
            scope.retain(|local| !loans.holders.contains(local));
        }
        used
    }
}
