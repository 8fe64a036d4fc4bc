//! The script's own iterators (`impl Iterator for Counter { type Item = u32; fn next… }`):
//! a `for` loop walks one, and std's provided methods (`map`, `zip`, `sum`, `count`…) run
//! over its `next`, typed as any iterator that only goes forwards (`ForwardIter<Item>`: no
//! `rev` without a `DoubleEndedIterator` impl, which bufscope does not take yet).

use super::super::error::ScriptError;
use super::super::ty::Ty;
use super::infer::Infer;
use super::{Checked, Checker};
use crate::trace::Span;

impl Infer {
    /// The item of the script's iterator `ty` (or of a `&mut` one), if it is one.
    pub fn script_iterator_item(&self, ty: &Ty) -> Option<Ty> {
        let ty = match self.resolve(ty) {
            Ty::Ref { mutable: true, to } => *to,
            other => other,
        };
        let Ty::Adt(name, _) = &ty else {
            return None;
        };
        self.user.get(name)?;
        let row = self.user.impls.iter().find(|imp| {
            imp.trait_name.as_deref() == Some("Iterator") && imp.self_ty.is_adt(name)
        })?;
        let next = row.methods.iter().find(|m| m.name == "next")?;
        next.ret.args().first().cloned()
    }
}

impl Checker<'_> {
    /// A std method of `Iterator` called on the script's iterator `recv_ty`: the type it is
    /// called on as std's iterators are typed (a method of the script's own impls of that name
    /// stays the script's). `rev` is rustc's E0277: the script implements no
    /// `DoubleEndedIterator`.
    pub(super) fn as_std_iterator(
        &self,
        recv_ty: &Ty,
        method: &str,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let Some(item) = self.infer.script_iterator_item(recv_ty) else {
            return Ok(None);
        };
        let resolved = self.infer.resolve(recv_ty);
        if self.has_own_method(&resolved, method) {
            return Ok(None);
        }
        if method == "rev" {
            return Err(ScriptError::rustc(
                "E0277",
                span,
                format!("the trait bound `{resolved}: DoubleEndedIterator` is not satisfied"),
            )
            .with_help("bufscope runs a script's `Iterator` impl forwards only: collect into a `Vec` first to walk it backwards"));
        }
        let iterator = Ty::adt("ForwardIter", vec![item]);
        Ok(Some(match resolved {
            Ty::Ref { mutable, .. } => Ty::reference(mutable, iterator),
            _ => iterator,
        }))
    }
}
