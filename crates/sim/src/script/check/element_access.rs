//! Slice, vector and string methods whose type depends on an argument or that hand out
//! places: `get(i)` / `get(a..b)` (what `[…]` would give, in an `Option`), and `extend`
//! (whose items decide which of std's `Extend` impls applies).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy};
use super::super::ty::Ty;
use super::{Checked, Checker};

impl Checker<'_> {
    /// `xs.get(i)` → `Option<&T>`, `xs.get(a..b)` → `Option<&[T]>`, `s.get(a..b)` →
    /// `Option<&str>`. `None`: not one of these (a map's `get`, a string's `get(i)`, which
    /// the probe answers).
    pub(super) fn slice_get(
        &mut self,
        recv_ty: &Ty,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
        if let ("get_mut", [index]) = (method, args)
            && matches!(index.kind, ExprKind::Range { .. })
        {
            // A `&mut [T]` of part of a vector: only `&mut v[a..b]` lends one.
            return Err(ScriptError::new(
                index.span,
                "`get_mut` of a range is not supported by bufscope yet",
            )
            .with_help("`&mut v[a..b]` lends that part of the vector"));
        }
        let ("get", [index]) = (method, args) else {
            return Ok(None);
        };
        let target = self
            .infer
            .deref_steps(recv_ty)
            .into_iter()
            .find_map(|step| match step {
                Ty::Slice(of) | Ty::Array(of, _) => Some(Some(*of)),
                Ty::Str => Some(None),
                _ => None,
            });
        let Some(element) = target else {
            return Ok(None);
        };
        let is_range = matches!(index.kind, ExprKind::Range { .. });
        let usize_ty = Ty::Int(IntTy::Usize);
        let found = self.value(index, Some(&usize_ty))?;
        let wanted = match &index.kind {
            ExprKind::Range {
                start,
                end,
                inclusive,
            } => super::ranges::range_type(start.is_some(), end.is_some(), *inclusive, usize_ty),
            _ => usize_ty,
        };
        if (element.is_none() && !is_range) || !self.infer.unify(&found, &wanted) {
            return Err(ScriptError::rustc(
                "E0277",
                index.span,
                format!(
                    "the type `{}` cannot be indexed by `{}`",
                    element.map_or("str".into(), |e| format!("[{}]", self.infer.resolve(&e))),
                    self.infer.resolve(&found)
                ),
            ));
        }
        let got = match (element, is_range) {
            (Some(of), false) => of,
            (Some(of), true) => Ty::Slice(Box::new(of)),
            (None, _) => Ty::Str,
        };
        Ok(Some(Ty::option(Ty::reference(false, got))))
    }

    /// `v.extend(items)` on a `Vec<T>` (items `T`, or `&T` of a `Copy` `T`) or a `String`
    /// (items `char`, `&char`, `&str` or `String`): std's `Extend` impls.
    pub(super) fn extend(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
        let ("extend", [items]) = (method, args) else {
            return Ok(None);
        };
        let target = self
            .infer
            .deref_steps(recv_ty)
            .into_iter()
            .find(|step| step.is_adt("Vec") || step.is_adt("String"));
        let Some(target) = target else {
            return Ok(None);
        };
        self.require_mutable_receiver(recv_ty, receiver)?;
        let items_ty = self.value(items, None)?;
        let item = self.item_of(&items_ty, items.span)?;
        let item = self.infer.resolve(&item);
        let fits = if target.is_adt("String") {
            let text = |t: &Ty| matches!(t, Ty::Char | Ty::Str) || t.is_adt("String");
            match &item {
                Ty::Ref { to, .. } => matches!(**to, Ty::Char | Ty::Str),
                Ty::Var(_) => self.infer.unify(&item, &Ty::Char),
                other => text(other) && !matches!(other, Ty::Str),
            }
        } else {
            let element = target.args().first().cloned().unwrap_or(Ty::Unit);
            if self.infer.unify(&item, &element) {
                true
            } else {
                match &item {
                    Ty::Ref { to, .. } if self.infer.unify(to, &element) => {
                        // std's `Extend<&T>` is for `T: Copy` only.
                        if !self.infer.is_copy(&element) {
                            return Err(ScriptError::rustc(
                                "E0271",
                                items.span,
                                format!(
                                    "type mismatch resolving `<{} as IntoIterator>::Item == {}`",
                                    self.infer.resolve(&items_ty),
                                    self.infer.resolve(&element)
                                ),
                            )
                            .with_help("clone the items: `.iter().cloned()`"));
                        }
                        true
                    }
                    _ => false,
                }
            }
        };
        if fits {
            return Ok(Some(Ty::Unit));
        }
        Err(ScriptError::rustc(
            "E0277",
            items.span,
            format!(
                "the trait bound `{}: Extend<{}>` is not satisfied",
                self.infer.resolve(&target),
                item
            ),
        ))
    }

    /// A `&mut self` method's receiver of type `recv_ty`: a `&mut`, or a mutable place.
    pub(super) fn require_mutable_receiver(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
    ) -> Checked<()> {
        match self.infer.shallow(recv_ty) {
            Ty::Ref { mutable: false, .. } => Err(ScriptError::rustc(
                "E0596",
                receiver.span,
                "cannot borrow data in a `&` reference as mutable",
            )),
            Ty::Ref { .. } => Ok(()),
            _ => {
                self.require_mutable_place(receiver)?;
                self.lend_indexed_receiver(receiver, recv_ty);
                Ok(())
            }
        }
    }

    /// A receiver borrowed mutably from `v[i]` (`v[0].push(1)`): the interpreter lends the item
    /// where it lives, as for `&mut v[0]`, rather than calling the method on a copy. A
    /// serde_json part (`data["k"].take()`) is lent by the interpreter's own JSON code.
    pub(super) fn lend_indexed_receiver(&mut self, receiver: &Expr, recv_ty: &Ty) {
        let json = matches!(self.infer.resolve(recv_ty), Ty::Adt(name, _) if name == "JsonValue" || name == "JsonMap");
        if matches!(receiver.kind, ExprKind::Index(..)) && !json {
            self.rewrites.push(super::rewrites::Rewrite {
                expr: super::expr_address::address(receiver),
                site: super::rewrites::Site::LentReceiver,
            });
        }
    }
}
