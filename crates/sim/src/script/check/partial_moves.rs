//! `let (a, _) = pair;` with `pair` a tuple (std's `Reverse`, the script's struct: `let
//! Named { name, .. } = n;`) held in a local: as in rustc, `_` and `..` bind nothing, so
//! only the fields bound by value are moved (a `Copy` one is copied), and `pair.1` stays
//! usable. A tuple pattern with nested parts or `ref` bindings moves the whole value, as
//! before; such a struct pattern is not supported. Once part of a local was moved out, a
//! field of it is used on its own: a moved one may be given a new value (`pair.0 = …`), one
//! still there borrowed mutably (`pair.1 += …`).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, Pat, PatKind};
use super::super::ty::Ty;
use super::element_conflicts::ElementUse;
use super::expr::at;
use super::flow::Access;
use super::moved_wording::Read;
use super::patterns::Binding;
use super::places::{assign_error, not_declared_mutable};
use super::{Checked, Checker};

impl Checker<'_> {
    /// The local `init` names when `pat` takes it apart field by field (each part `_` or a
    /// plain binding by value): a tuple, std's `Reverse`, the script's struct; `None` when the
    /// value is moved whole.
    pub(super) fn taken_apart(&self, pat: &Pat, init: &Expr) -> Option<usize> {
        let ExprKind::Var(name) = &init.kind else {
            return None;
        };
        let local = self.lookup(name)?;
        let parts = self.parts(pat, local)?;
        // `ref x` of a tuple's item borrows it (read here, held by `lend_to_ref_bindings`).
        let tuple = matches!(pat.kind, PatKind::Tuple(_));
        let plain = parts.iter().all(|(.., part)| match &part.kind {
            PatKind::Wild => true,
            PatKind::Binding {
                by_ref,
                mutable,
                sub,
                ..
            } => (!by_ref || (tuple && !mutable)) && sub.is_none(),
            _ => false,
        });
        plain.then_some(local)
    }

    /// The fields of `local` that `pat` takes apart: each one's position, name (`0`, `label`)
    /// and pattern.
    fn parts<'p>(&self, pat: &'p Pat, local: usize) -> Option<Vec<(u32, String, &'p Pat)>> {
        let ty = self.infer.shallow(&self.locals[local].ty);
        let by_position = |items: &'p [Pat]| {
            let parts = items.iter().enumerate();
            parts
                .map(|(i, item)| (i as u32, i.to_string(), item))
                .collect()
        };
        match &pat.kind {
            PatKind::Tuple(items) if self.is_owned_tuple(local) => Some(by_position(items)),
            PatKind::Variant { name, fields, .. }
                if self.is_std_reverse(name) && ty.is_adt("Reverse") =>
            {
                Some(by_position(fields))
            }
            // A struct's (or a tuple struct's, `Pair { 0: a, 1: _ }` to the checker) fields.
            PatKind::Struct { fields, .. } if self.is_owned_struct(local) => fields
                .iter()
                .map(|(field, part)| {
                    let (position, _) = self.items.field(&ty, field)?;
                    Some((position as u32, field.clone(), part))
                })
                .collect(),
            _ => None,
        }
    }

    /// Uses of the fields of `local` that `pat` (typed, its `bindings` made) binds: a field
    /// moved before is E0382, one bound by value is moved out (E0509 out of a type with
    /// `Drop`), one copied is read; each use meets the loans on the local as a use of that
    /// field (`pair.0`, `named.label`).
    pub(super) fn take_fields(
        &mut self,
        local: usize,
        (pat, init): (&Pat, &Expr),
        bindings: &[Binding],
    ) -> Checked<()> {
        let Some(parts) = self.parts(pat, local) else {
            return Ok(());
        };
        let name = self.locals[local].name.clone();
        if self.flow.may_be_unassigned(local)
            && parts.iter().any(|(.., p)| !matches!(p.kind, PatKind::Wild))
        {
            return Err(ScriptError::rustc(
                "E0381",
                pat.span,
                format!("used binding `{name}` isn't initialized"),
            ));
        }
        for (index, field_name, item) in parts {
            let PatKind::Binding { name: bound, .. } = &item.kind else {
                continue;
            };
            let Some(binding) = bindings.iter().find(|b| b.name == *bound) else {
                continue;
            };
            if binding.moves
                && let Ty::Adt(type_name, _) = self.infer.shallow(&self.locals[local].ty)
                && self.implements_drop(&type_name)
            {
                return Err(ScriptError::rustc(
                    "E0509",
                    init.span,
                    format!(
                        "cannot move out of type `{type_name}`, which implements the `Drop` trait"
                    ),
                ));
            }
            let field = format!("{name}.{field_name}");
            // rustc names the field a move takes, and the whole tuple a copy reads from.
            let moved = if binding.moves {
                self.flow.field_moved(local, index)
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
                    field_name,
                ),
                span: item.span,
            };
            self.element_conflicts(&place, from, used, item.span);
            if binding.moves {
                self.flow.move_out((local, Some(index)), item.span);
            }
        }
        Ok(())
    }

    /// The tuple or struct local `place` (`pair.1`) is a field of, when part of it (not all)
    /// was moved out: a field is then used on its own.
    fn partly_moved_owner<'p>(&self, place: &'p Expr) -> Option<(usize, &'p str)> {
        let ExprKind::Field(base, field) = &place.kind else {
            return None;
        };
        let ExprKind::Var(name) = &base.kind else {
            return None;
        };
        let local = self.lookup(name)?;
        let owned = self.is_owned_tuple(local) || self.is_owned_struct(local);
        let partly = self.flow.moved(local).is_some() && self.flow.whole_moved(local).is_none();
        (owned && partly && !self.flow.may_be_unassigned(local)).then_some((local, field))
    }

    /// `&mut pair.1`, `pair.1 += …` with part of `pair` moved out (`let (a, _) = pair;`):
    /// only that field must still be there. `None`: the ordinary check applies.
    pub(super) fn borrow_mut_field_left(
        &mut self,
        place: &Expr,
        expected: Option<&Ty>,
    ) -> Checked<Option<Ty>> {
        let Some((local, _)) = self.partly_moved_owner(place) else {
            return Ok(None);
        };
        let name = self.locals[local].name.clone();
        self.touch(local)?;
        self.access(local, Access::MutBorrow, place.span);
        if !self.locals[local].mutable {
            let error = not_declared_mutable(&name, place.span);
            return Err(assign_error(error, place));
        }
        let ty = self.expr(place, expected);
        self.read_as(ty, place, Read::Borrow).map(Some)
    }

    /// `pair.0 = value;` with `pair` a tuple or struct local part of which was moved out: the
    /// field gets a value again (rustc lets a moved field be given a new one), E0382 when the
    /// whole value was moved. `None`: nothing was moved, the ordinary check applies.
    pub(super) fn assign_to_moved_field(&mut self, place: &Expr) -> Checked<Option<Ty>> {
        if let ExprKind::Field(base, _) = &place.kind
            && let ExprKind::Var(name) = &base.kind
            && let Some(local) = self.lookup(name)
            && (self.is_owned_tuple(local) || self.is_owned_struct(local))
            && self.flow.whole_moved(local).is_some()
        {
            return Err(ScriptError::rustc(
                "E0382",
                place.span,
                format!("assign to part of moved value: `{name}`"),
            ));
        }
        let Some((local, field)) = self.partly_moved_owner(place) else {
            return Ok(None);
        };
        let field = field.to_string();
        let name = self.locals[local].name.clone();
        if !self.locals[local].mutable {
            let error = not_declared_mutable(&name, place.span);
            return Err(assign_error(error, place));
        }
        let local_ty = self.infer.shallow(&self.locals[local].ty);
        let (position, ty) = match (&local_ty, self.items.field(&local_ty, &field)) {
            (_, Some(found)) => {
                self.rewrites.push(super::rewrites::Rewrite {
                    expr: super::expr_address::address(place),
                    site: super::rewrites::Site::Field(found.0),
                });
                found
            }
            (Ty::Tuple(items), None) => {
                let Some(index) = field.parse::<usize>().ok().filter(|i| *i < items.len()) else {
                    return Ok(None);
                };
                (index, items[index].clone())
            }
            _ => return Ok(None),
        };
        self.touch(local)?;
        let from = self.conflicts_so_far();
        self.access(local, Access::Assign, place.span);
        self.element_conflicts(place, from, ElementUse::Assign, place.span);
        self.flow.assign_field(local, position as u32);
        Ok(Some(ty))
    }
}
