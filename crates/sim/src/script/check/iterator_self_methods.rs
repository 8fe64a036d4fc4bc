//! Methods of an iterator that give the iterator itself: `by_ref()`, which lends it to what is
//! made of it (std's `Iterator for &mut I`), and `into_iter()`, std's `IntoIterator for I`.

use super::super::ir::Expr;
use super::super::ty::Ty;
use super::infer::Implements;
use super::{Checked, Checker};

impl Checker<'_> {
    /// `it.by_ref()` or `it.into_iter()` of an iterator: `it` itself. `by_ref` is `&mut it`,
    /// which std walks where it is, so what is made of it moves `it` on: typed as the iterator
    /// itself (what a `&mut` of it does is the same), it borrows `it` mutably while it lives.
    /// `into_iter` moves it.
    pub(super) fn iterator_self_method(
        &mut self,
        receiver: &Expr,
        recv_ty: &Ty,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
        if !matches!(method, "by_ref" | "into_iter") || !args.is_empty() {
            return Ok(None);
        }
        let ty = self.infer.resolve(recv_ty);
        if matches!(ty, Ty::Ref { .. }) || self.infer.implements(&ty, "Iterator") != Implements::Yes
        {
            return Ok(None);
        }
        if method == "by_ref" {
            self.require_mutable_place(receiver)?;
            self.borrows
                .receiver_borrows
                .insert(super::expr_address::address(receiver), true);
        } else if !self.infer.is_copy(&ty) {
            self.move_out_of(receiver, &ty)?;
        }
        Ok(Some(ty))
    }
}
