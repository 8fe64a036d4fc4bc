//! `let (a, _) = pair;` with `pair` a tuple (or std's `Reverse`) held in a local: as in
//! rustc, `_` binds nothing, so only the fields bound by value are moved (a `Copy` one is
//! copied), and `pair.1` stays usable. A pattern with nested parts or `ref` bindings moves
//! the whole value, as before.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, Pat, PatKind};
use super::element_conflicts::ElementUse;
use super::expr::at;
use super::flow::Access;
use super::patterns::Binding;
use super::{Checked, Checker};

impl Checker<'_> {
    /// The local `init` names when `pat` takes it apart field by field (each part `_` or a
    /// plain binding by value): a tuple, or std's `Reverse`; `None` when the value is moved
    /// whole.
    pub(super) fn taken_apart(&self, pat: &Pat, init: &Expr) -> Option<usize> {
        let ExprKind::Var(name) = &init.kind else {
            return None;
        };
        let local = self.lookup(name)?;
        let parts = self.parts(pat, local)?;
        let plain = parts.iter().all(|part| match &part.kind {
            PatKind::Wild => true,
            PatKind::Binding { by_ref, sub, .. } => !by_ref && sub.is_none(),
            _ => false,
        });
        (plain && !parts.is_empty()).then_some(local)
    }

    /// The patterns of the fields of `local` that `pat` takes apart, in field order.
    fn parts<'p>(&self, pat: &'p Pat, local: usize) -> Option<&'p [Pat]> {
        match &pat.kind {
            PatKind::Tuple(items) if self.is_owned_tuple(local) => Some(items),
            PatKind::Variant { name, fields, .. }
                if self.is_std_reverse(name)
                    && self.infer.shallow(&self.locals[local].ty).is_adt("Reverse") =>
            {
                Some(fields)
            }
            _ => None,
        }
    }

    /// Uses of the fields of the tuple local `local` that `pat` (typed, its `bindings` made)
    /// binds: a field moved before is E0382, one bound by value is moved out, one copied is
    /// read; each use meets the loans on the local as a use of that field (`pair.0`).
    pub(super) fn take_fields(
        &mut self,
        local: usize,
        pat: &Pat,
        bindings: &[Binding],
    ) -> Checked<()> {
        let Some(items) = self.parts(pat, local) else {
            return Ok(());
        };
        let name = self.locals[local].name.clone();
        if self.flow.may_be_unassigned(local)
            && items.iter().any(|i| !matches!(i.kind, PatKind::Wild))
        {
            return Err(ScriptError::rustc(
                "E0381",
                pat.span,
                format!("used binding `{name}` isn't initialized"),
            ));
        }
        for (index, item) in items.iter().enumerate() {
            let PatKind::Binding { name: bound, .. } = &item.kind else {
                continue;
            };
            let Some(binding) = bindings.iter().find(|b| b.name == *bound) else {
                continue;
            };
            let field = format!("{name}.{index}");
            // rustc names the field a move takes, and the whole tuple a copy reads from.
            let moved = if binding.moves {
                self.flow.field_moved(local, index as u32)
            } else {
                self.flow.whole_moved(local)
            };
            if let Some(moved_at) = moved {
                let place = if binding.moves { &field } else { &name };
                return Err(ScriptError::rustc(
                    "E0382",
                    item.span,
                    format!("use of moved value: `{place}`"),
                )
                .with_help(format!("it was moved at {}", at(moved_at))));
            }
            self.touch(local)?;
            let from = self.conflicts_so_far();
            let (access, used) = if binding.moves {
                (Access::Move, ElementUse::Move)
            } else {
                (Access::Read, ElementUse::Copy)
            };
            self.access(local, access, item.span);
            let place = Expr {
                kind: ExprKind::Field(
                    Box::new(Expr {
                        kind: ExprKind::Var(name.clone()),
                        span: pat.span,
                    }),
                    index.to_string(),
                ),
                span: item.span,
            };
            self.element_conflicts(&place, from, used, item.span);
            if binding.moves {
                self.flow.move_out((local, Some(index as u32)), item.span);
            }
        }
        Ok(())
    }
}
