//! Places: values moved or copied out of locals, mutable borrows, assignments.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, UnOp};
use super::super::ty::Ty;
use super::borrows::Access;
use super::element_conflicts::ElementUse;
use super::expr::at;
use super::moved_wording::Read;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// An expression used as a value: a place of a non-`Copy` type is moved out.
    pub(super) fn value(&mut self, expr: &Expr, expected: Option<&Ty>) -> Checked<Ty> {
        match &expr.kind {
            ExprKind::Var(name) if let Some(local) = self.lookup(name) => {
                self.check_readable(local, name, expr.span, "use")?;
                self.touch(local)?;
                let ty = self.locals[local].ty.clone();
                if self.infer.is_copy(&ty) {
                    self.access(local, Access::Read, expr.span);
                } else {
                    self.access(local, Access::Move, expr.span);
                    self.flow.move_out((local, None), expr.span);
                }
                Ok(ty)
            }
            ExprKind::Field(base, field) => {
                let from = self.conflicts_so_far();
                let ty = self.expr(expr, expected);
                let ty = self.read_as(ty, expr, Read::Use)?;
                if self.infer.is_copy(&ty) {
                    self.element_conflicts(expr, from, ElementUse::Copy, expr.span);
                } else {
                    if let ExprKind::Var(name) = &base.kind
                        && let Some(local) = self.lookup(name)
                        && (self.is_owned_tuple(local) || self.is_owned_struct(local))
                    {
                        let local_ty = self.infer.shallow(&self.locals[local].ty);
                        if let Ty::Adt(type_name, _) = &local_ty
                            && self.implements_drop(type_name)
                        {
                            return Err(ScriptError::rustc(
                                "E0509",
                                expr.span,
                                format!(
                                    "cannot move out of type `{type_name}`, which implements the `Drop` trait"
                                ),
                            ));
                        }
                        let index = self
                            .items
                            .field(&local_ty, field)
                            .map_or_else(|| field.parse().unwrap_or(0), |(i, _)| i as u32);
                        self.flow.move_out((local, Some(index)), expr.span);
                    } else if !self
                        .temporary_fields
                        .contains(&super::expr_address::address(expr))
                    {
                        return Err(self.cannot_move_out(expr, &ty));
                    }
                }
                Ok(ty)
            }
            ExprKind::Index(..) | ExprKind::Unary(UnOp::Deref, _) => {
                let from = self.conflicts_so_far();
                let ty = self.expr(expr, expected)?;
                if matches!(self.infer.shallow(&ty), Ty::Var(_)) {
                    // `widths[i]` of a `Vec::new()` whose items are pushed later: rustc's
                    // borrow check runs once the types are known, and so does this one.
                    self.unknown_moves.push((ty.clone(), expr.span));
                } else if !self.infer.is_copy(&ty) {
                    return Err(self
                        .moved_out_of_a_slice(expr)
                        .or_else(|| self.moved_out_of_a_map(expr))
                        .unwrap_or_else(|| self.cannot_move_out(expr, &ty)));
                }
                self.element_conflicts(expr, from, ElementUse::Copy, expr.span);
                Ok(ty)
            }
            _ => self.expr(expr, expected),
        }
    }

    /// A local that owns a value of the script's struct (not a reference to one).
    pub(super) fn is_owned_struct(&self, local: usize) -> bool {
        matches!(self.infer.shallow(&self.locals[local].ty), Ty::Adt(name, _) if self.items.type_index(&name).is_some())
    }

    pub(super) fn implements_drop(&self, type_name: &str) -> bool {
        self.items.impls.iter().any(|imp| {
            imp.trait_name.as_deref() == Some("Drop")
                && matches!(&imp.self_ty, Ty::Adt(name, _) if name == type_name)
        })
    }

    pub(super) fn is_owned_tuple(&self, local: usize) -> bool {
        matches!(self.infer.shallow(&self.locals[local].ty), Ty::Tuple(_))
    }

    /// rustc's E0508 for `list[i]` of a local slice or array (behind references or not) whose
    /// items are not `Copy`; a `Vec`'s index is E0507 (`cannot_move_out`).
    fn moved_out_of_a_slice(&self, expr: &Expr) -> Option<ScriptError> {
        let ExprKind::Index(base, _) = &expr.kind else {
            return None;
        };
        let ExprKind::Var(name) = &base.kind else {
            return None;
        };
        let mut ty = self.infer.resolve(&self.locals[self.lookup(name)?].ty);
        while let Ty::Ref { to, .. } = ty {
            ty = *to;
        }
        let kind = match ty {
            Ty::Slice(_) => "slice",
            Ty::Array(..) => "array",
            _ => return None,
        };
        Some(ScriptError::rustc(
            "E0508",
            expr.span,
            format!("cannot move out of type `{ty}`, a non-copy {kind}"),
        ))
    }

    /// rustc's E0507 for `map[&k]` whose values are not `Copy`.
    fn moved_out_of_a_map(&self, expr: &Expr) -> Option<ScriptError> {
        let ExprKind::Index(base, _) = &expr.kind else {
            return None;
        };
        let map = self.map_behind(&self.expr_type_quiet(base)?)?;
        Some(
            ScriptError::rustc(
                "E0507",
                expr.span,
                format!("cannot move out of index of `{}`", after_fallback(&map)),
            )
            .with_help("borrow it (`&map[&key]`) or clone it"),
        )
    }

    /// The body's end: each place read out of an index or a reference while its type was not
    /// known yet moved its value out unless the type turned out `Copy`.
    pub(super) fn resolve_unknown_moves(&mut self) -> Checked<()> {
        for (ty, span) in std::mem::take(&mut self.unknown_moves) {
            if !self.infer.is_copy(&ty) {
                return Err(self.cannot_move_out_at(span, &ty));
            }
        }
        Ok(())
    }

    pub(super) fn cannot_move_out(&self, expr: &Expr, ty: &Ty) -> ScriptError {
        self.cannot_move_out_at(expr.span, ty)
    }

    fn cannot_move_out_at(&self, span: Span, ty: &Ty) -> ScriptError {
        ScriptError::rustc(
            "E0507",
            span,
            format!(
                "cannot move out of a place behind a reference or an index: it has type `{}`, which does not implement the `Copy` trait",
                self.infer.resolve(ty)
            ),
        )
        .with_help("borrow it (`&x[i]`) or clone it")
    }

    /// A local read (moved out: E0382; never given a value: E0381).
    pub(super) fn check_readable(
        &self,
        local: usize,
        name: &str,
        span: Span,
        verb: &str,
    ) -> Checked<()> {
        self.kept_closure_used(local, span)?;
        // A value whose type was not known when it was passed on (`let p = None;
        // giveaway(p)`) and turned out `Copy` was copied, not moved: rustc decides after
        // inference.
        if let Some(moved_at) = self.flow.moved(local)
            && !self.infer.is_copy(&self.locals[local].ty)
        {
            // A field moved out (`let (a, _) = pair;`) leaves the rest: rustc says so.
            let partially = if self.flow.whole_moved(local).is_some() {
                ""
            } else {
                "partially "
            };
            return Err(ScriptError::rustc(
                "E0382",
                span,
                format!("{verb} of {partially}moved value: `{name}`"),
            )
            .with_help(if partially.is_empty() {
                format!(
                    "`{name}` was moved at {}: its value went elsewhere, and `{}` does not implement the `Copy` trait",
                    at(moved_at),
                    self.infer.resolve(&self.locals[local].ty)
                )
            } else {
                format!(
                    "a field of `{name}` was moved out at {}: use the fields still in it one by one",
                    at(moved_at)
                )
            }));
        }
        if self.flow.may_be_unassigned(local) {
            return Err(ScriptError::rustc(
                "E0381",
                span,
                format!("used binding `{name}` isn't initialized"),
            ));
        }
        Ok(())
    }

    /// The place an assignment writes (its type). `whole` for `=` (which may give a `let x;`
    /// its value); `false` for `+=`, which reads it first.
    /// After `place = value` made its value: a local assigned whole holds it from here on
    /// (rustc evaluates the value first, so `w = bump(w)` moves `w`, then gives it a value).
    pub(super) fn assigned_whole(&mut self, place: &Expr) {
        if let ExprKind::Var(name) = &place.kind
            && let Some(local) = self.lookup(name)
        {
            self.flow.assign(local);
            // Its old value's borrows end with it, and what they conflicted with.
            self.borrows.loans.retain(|l| l.holder != local);
            self.flow.conflicts.retain(|c| c.holder != local);
        }
    }

    pub(super) fn assign_target(&mut self, place: &Expr, whole: bool) -> Checked<Ty> {
        match &place.kind {
            ExprKind::Var(name) => {
                let Some(local) = self.lookup(name) else {
                    if self.items.statics.iter().any(|n| n == name) {
                        return Err(ScriptError::rustc(
                            "E0594",
                            place.span,
                            format!("cannot assign to immutable static item `{name}`"),
                        ));
                    }
                    if self.items.consts.iter().any(|(n, _)| n == name) {
                        // A constant is a value, not a place.
                        return Err(ScriptError::rustc(
                            "E0070",
                            place.span,
                            "invalid left-hand side of assignment",
                        )
                        .with_help(format!("`{name}` is a constant: it cannot be assigned")));
                    }
                    return self.var(name, place.span);
                };
                if !whole {
                    self.check_readable(local, name, place.span, "use")?;
                }
                let first_value =
                    self.locals[local].deferred_init && !self.flow.may_be_assigned(local);
                if !self.locals[local].mutable && !first_value {
                    return Err(ScriptError::rustc(
                        "E0384",
                        place.span,
                        format!("cannot assign twice to immutable variable `{name}`"),
                    )
                    .with_help(format!("make it mutable: `let mut {name}`")));
                }
                self.access(local, Access::Assign, place.span);
                // A whole local takes its new value once the value is made
                // (`Checker::assigned_whole`): `w = bump(w)` moves `w` first.
                Ok(self.locals[local].ty.clone())
            }
            _ => {
                if whole && let Some(ty) = self.assign_to_moved_field(place)? {
                    return Ok(ty);
                }
                let from = self.conflicts_so_far();
                let ty = self.borrow_mut(place, None).map_err(map_assign_error)?;
                let used = if whole {
                    ElementUse::Assign
                } else {
                    ElementUse::Compound
                };
                self.element_conflicts(place, from, used, place.span);
                Ok(ty)
            }
        }
    }

    /// A place borrowed mutably (`&mut x`, a `&mut self` method's receiver, an assignment to a
    /// part of it): it must be a `mut` binding or reached through `&mut`.
    pub(super) fn borrow_mut(&mut self, place: &Expr, expected: Option<&Ty>) -> Checked<Ty> {
        match &place.kind {
            ExprKind::Var(name) if let Some(local) = self.lookup(name) => {
                self.check_readable(local, name, place.span, "borrow")?;
                self.touch(local)?;
                self.access(local, Access::MutBorrow, place.span);
                if !self.locals[local].mutable {
                    return Err(not_declared_mutable(name, place.span));
                }
                Ok(self.locals[local].ty.clone())
            }
            ExprKind::Field(base, _) => {
                if let Some(ty) = self.borrow_mut_field_left(place, expected)? {
                    return Ok(ty);
                }
                if let Err(error) = self.borrow_mut_through(base) {
                    return Err(assign_error(error, place));
                }
                self.expr(place, expected)
            }
            ExprKind::Index(base, _) => {
                let base_ty = self.borrow_mut_through(base)?;
                if let Some(map) = self.map_behind(&base_ty) {
                    return Err(no_index_mut(place.span, &map));
                }
                self.expr(place, expected)
            }
            ExprKind::Unary(UnOp::Deref, inner) => {
                let ty = self.expr(inner, None)?;
                match self.infer.shallow(&ty) {
                    Ty::Ref { mutable: true, to } => Ok(*to),
                    // rustc words an assignment through a `&` as E0594 (a `&mut` of it is E0596).
                    Ty::Ref { mutable: false, .. } => {
                        Err(assign_error(behind_shared(place.span), place))
                    }
                    _ => {
                        self.borrow_mut(inner, None)?;
                        self.expr(place, expected)
                    }
                }
            }
            _ => self.expr(place, expected),
        }
    }

    /// The base of a mutably used field or index: a `&mut` reference is enough; a `&` one is
    /// not; an owned value must be a mutable place itself.
    /// Its type.
    pub(super) fn borrow_mut_through(&mut self, base: &Expr) -> Checked<Ty> {
        let ty = self.expr(base, None)?;
        match self.infer.shallow(&ty) {
            Ty::Ref { mutable: true, .. } => Ok(ty),
            Ty::Ref { mutable: false, .. } => Err(behind_shared(base.span)),
            _ => self.borrow_mut(base, None),
        }
    }

    /// The `HashMap` or `BTreeMap` a value of type `ty` is or refers to.
    pub(super) fn map_behind(&self, ty: &Ty) -> Option<Ty> {
        let map = self.infer.deref_steps(ty).into_iter().find(
            |step| matches!(step, Ty::Adt(name, _) if name == "HashMap" || name == "BTreeMap"),
        )?;
        Some(self.infer.resolve(&map))
    }
}

/// A type as rustc's borrow checker names it: after type checking, where a literal's type
/// unknown until then has fallen back to `i32` or `f64`.
fn after_fallback(ty: &Ty) -> String {
    ty.to_string()
        .replace("{integer}", "i32")
        .replace("{float}", "f64")
}

/// std's maps implement `Index` but not `IndexMut`: `&mut map[k]`, and `map[k]` borrowed by a
/// `&mut self` method, are E0596 (an assignment to it is E0594: `assign_error`).
fn no_index_mut(span: Span, map: &Ty) -> ScriptError {
    ScriptError::rustc(
        "E0596",
        span,
        format!(
            "cannot borrow data in an index of `{}` as mutable",
            after_fallback(map)
        ),
    )
    .with_help("to change a map's value, use `get_mut`, `insert` or the entry API")
}

/// rustc's E0596 for `&mut name` of a binding without `mut` (`assign_error` makes E0594).
pub(super) fn not_declared_mutable(name: &str, span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0596",
        span,
        format!("cannot borrow `{name}` as mutable, as it is not declared as mutable"),
    )
    .with_help(format!(
        "consider changing this to be mutable: `mut {name}`"
    ))
}

pub(super) fn behind_shared(span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0596",
        span,
        "cannot borrow data in a `&` reference as mutable",
    )
    .with_help("take a `&mut` reference instead")
}

/// An assignment to a map's index (`map[k] = v`, `map[k] += 1`) is E0594 where `&mut map[k]`
/// is E0596 (`no_index_mut`).
fn map_assign_error(error: ScriptError) -> ScriptError {
    let Some(map) = error
        .message
        .strip_prefix("cannot borrow data in an index of ")
        .and_then(|rest| rest.strip_suffix(" as mutable"))
    else {
        return error;
    };
    let mut refused = ScriptError::rustc(
        "E0594",
        error.span,
        format!("cannot assign to data in an index of {map}"),
    );
    refused.help = error.help;
    refused
}

/// rustc words a refused assignment to a field as E0594 where a refused `&mut` is E0596.
pub(super) fn assign_error(error: ScriptError, place: &Expr) -> ScriptError {
    let Some(text) = place_text(place) else {
        return error;
    };
    if error.code.as_deref() != Some("E0596") {
        return error;
    }
    let root = text.split('.').next().unwrap_or_default().to_string();
    let message = if error.message.contains("not declared as mutable") {
        format!("cannot assign to `{text}`, as `{root}` is not declared as mutable")
    } else {
        format!("cannot assign to `{text}`, which is behind a `&` reference")
    };
    let mut refused = ScriptError::rustc("E0594", place.span, message);
    refused.help = error.help;
    refused
}

/// `a.b.0` as written, for messages.
pub(super) fn place_text(expr: &Expr) -> Option<String> {
    match &expr.kind {
        ExprKind::Var(name) => Some(name.clone()),
        ExprKind::Field(base, field) => Some(format!("{}.{field}", place_text(base)?)),
        ExprKind::Unary(UnOp::Deref, inner) => Some(format!("*{}", place_text(inner)?)),
        _ => None,
    }
}

impl Checker<'_> {
    /// Moves the place `expr` names (already typed: nothing is checked twice).
    pub(super) fn move_out_of(&mut self, expr: &Expr, ty: &Ty) -> Checked<()> {
        match &expr.kind {
            ExprKind::Var(name) => {
                if let Some(local) = self.lookup(name) {
                    self.access(local, Access::Move, expr.span);
                    self.flow.move_out((local, None), expr.span);
                }
                Ok(())
            }
            ExprKind::Field(base, field) => match &base.kind {
                ExprKind::Var(name) if let Some(local) = self.lookup(name) => {
                    let index = field.parse().unwrap_or(0);
                    self.flow.move_out((local, Some(index)), expr.span);
                    Ok(())
                }
                _ => Ok(()),
            },
            ExprKind::Index(..) | ExprKind::Unary(UnOp::Deref, _) => Err(ScriptError::rustc(
                "E0507",
                expr.span,
                format!(
                    "cannot move out of a value of type `{}` behind a reference or an index",
                    self.infer.resolve(ty)
                ),
            )),
            _ => Ok(()),
        }
    }

    /// A place that a `&mut self` method borrows (already typed).
    pub(super) fn require_mutable_place(&mut self, expr: &Expr) -> Checked<()> {
        match &expr.kind {
            ExprKind::Var(name) => {
                let Some(local) = self.lookup(name) else {
                    return Ok(());
                };
                self.access(local, Access::MutBorrow, expr.span);
                if self.locals[local].mutable {
                    Ok(())
                } else {
                    Err(ScriptError::rustc(
                        "E0596",
                        expr.span,
                        format!(
                            "cannot borrow `{name}` as mutable, as it is not declared as mutable"
                        ),
                    )
                    .with_help(format!(
                        "consider changing this to be mutable: `mut {name}`"
                    )))
                }
            }
            ExprKind::Field(base, _) | ExprKind::Index(base, _) => {
                let ty = self.expr_type_quiet(base);
                if matches!(expr.kind, ExprKind::Index(..))
                    && let Some(map) = ty.as_ref().and_then(|ty| self.map_behind(ty))
                {
                    return Err(no_index_mut(expr.span, &map));
                }
                match ty {
                    Some(Ty::Ref { mutable: true, .. }) => Ok(()),
                    Some(Ty::Ref { mutable: false, .. }) => Err(ScriptError::rustc(
                        "E0596",
                        base.span,
                        "cannot borrow data in a `&` reference as mutable",
                    )),
                    _ => self.require_mutable_place(base),
                }
            }
            ExprKind::Unary(UnOp::Deref, inner) => match self.expr_type_quiet(inner) {
                Some(Ty::Ref { mutable: false, .. }) => Err(ScriptError::rustc(
                    "E0596",
                    expr.span,
                    "cannot borrow data in a `&` reference as mutable",
                )),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }
}
