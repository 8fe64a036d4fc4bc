//! Types of statements and expressions, with the moves and borrows they make.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy, Literal, UnOp};
use super::super::ty::Ty;
use super::borrows::Access;
use super::element_conflicts::ElementUse;
use super::expr_address::address;
use super::flow::Flow;
use super::moved_wording::Read;
use super::ranges::range_type;
use super::{Checked, Checker};
use crate::trace::Span;

pub(super) fn at(span: Span) -> String {
    format!("{}:{}", span.line, span.column)
}

impl Checker<'_> {
    /// An expression's type, reading (not moving) the places it names.
    pub(super) fn expr(&mut self, expr: &Expr, expected: Option<&Ty>) -> Checked<Ty> {
        // A conflict through a part of a local (`a[i]`, `s.total`) is worded by that part.
        let from = self.conflicts_so_far();
        let ty = self.expr_kind(expr, expected)?;
        self.element_conflicts(expr, from, ElementUse::Other, expr.span);
        Ok(ty)
    }

    fn expr_kind(&mut self, expr: &Expr, expected: Option<&Ty>) -> Checked<Ty> {
        let span = expr.span;
        match &expr.kind {
            ExprKind::Lit(literal) => Ok(self.literal(literal, expected, span, false, Some(address(expr)))),
            ExprKind::Var(name) => match self.unit_struct(name, address(expr)) {
                Some(ty) => Ok(ty),
                None => match self.constant_use(name, address(expr)) {
                    Some(ty) => Ok(ty),
                    // `Nil` after `use List::*;`: the unit variant, unless a local has the name.
                    None => match self.imported_variant(std::slice::from_ref(name)) {
                        Some(path) if self.lookup(name).is_none() => {
                            match self.unit_variant(&path.join("::"), span, address(expr))? {
                                Some(ty) => Ok(ty),
                                None => self.var(name, span),
                            }
                        }
                        // `Less` after `use std::cmp::Ordering::*;`: std's variant.
                        _ if self.lookup(name).is_none()
                            && let Some(variant) = self.imports.std_variant_named(name) =>
                        {
                            self.std_unit_variant_value(variant, span, address(expr))
                        }
                        // `PI` after `use std::f64::consts::PI;`: std's constant.
                        _ if self.lookup(name).is_none()
                            && self.imports.full_path(std::slice::from_ref(name)).is_some() =>
                        {
                            match self.int_constant(name, span, address(expr))? {
                                Some(ty) => Ok(ty),
                                None => self.var(name, span),
                            }
                        }
                        _ => self.var(name, span),
                    },
                },
            },
            ExprKind::Const(_) | ExprKind::Default(_) | ExprKind::Deserialize { .. } => Err(ScriptError::new(
                span,
                "internal: a resolved expression was checked again",
            )),
            ExprKind::StructLit { path, fields, base } => {
                self.struct_literal(path, fields, base.as_deref(), span, address(expr))
            }
            ExprKind::Construct { .. }
            | ExprKind::CallScript { .. }
            | ExprKind::CompareScript { .. }
            | ExprKind::CallScriptDyn { .. } => Err(ScriptError::new(
                span,
                "internal: a resolved expression was checked again",
            )),
            // `io::ErrorKind::NotFound`: the interpreter makes std's value from the path.
            ExprKind::Path(path) if super::super::error_kind::named(path).is_some() => {
                Ok(Ty::adt("ErrorKind", Vec::new()))
            }
            // `cmp::Ordering::Less`: likewise.
            ExprKind::Path(path) if self.std_ordering(path, span)? => {
                Ok(Ty::adt("Ordering", Vec::new()))
            }
            // `net::Shutdown::Write`: likewise std's value, made from the path.
            ExprKind::Path(path) if super::super::shutdown_how::named(path).is_some() => {
                Ok(Ty::adt("Shutdown", Vec::new()))
            }
            ExprKind::Path(path) if super::super::exit_code::named(path).is_some() => {
                Ok(Ty::adt("ExitCode", Vec::new()))
            }
            ExprKind::Path(path) => match self.int_constant(path, span, address(expr))? {
                Some(ty) => Ok(ty),
                None => match self.unit_variant(path, span, address(expr))? {
                    Some(ty) => Ok(ty),
                    None if self.json_null(path) => Ok(Ty::adt("JsonValue", Vec::new())),
                    None => Err(ScriptError::new(
                        span,
                        format!("`{path}` as a value is not supported by bufscope"),
                    )),
                },
            },
            ExprKind::Unary(op, operand) => {
                self.unary(*op, operand, expected, (span, address(expr)))
            }
            ExprKind::Binary(op, left, right, at) => {
                self.binary(*op, left, right, (span, *at), address(expr))
            }
            ExprKind::Assign(place, value) => {
                let ty = self.assign_target(place, true)?;
                let found = self.value(value, Some(&ty))?;
                if !self.infer.coerce(&found, &ty) {
                    return Err(self.mismatch(value.span, &ty, &found));
                }
                // `r = &x;`: the local borrows what the new value borrows, found before its
                // old value's loans end: `target = &mut target[n..];` reborrows what `target`
                // points into, not `target` itself, so the new value borrows what it borrowed.
                let lent = match &place.kind {
                    ExprKind::Var(name) if self.holds_reference(&ty) => {
                        self.lookup(name).map(|local| {
                            let origins = self
                                .origins(value)
                                .into_iter()
                                .flat_map(|origin| match origin.local == local {
                                    true => self.origins(place),
                                    false => vec![origin],
                                })
                                .collect::<Vec<_>>();
                            (local, origins)
                        })
                    }
                    _ => None,
                };
                self.assigned_whole(place);
                if let Some((local, origins)) = lent {
                    self.record_loans(local, origins);
                }
                Ok(Ty::Unit)
            }
            ExprKind::AssignOp(op, place, value) => {
                let ty = match self.assign_target(place, false) {
                    Ok(ty) => ty,
                    Err(error) => return Err(self.compound_on_immutable(*op, place, error)),
                };
                if !self.script_compound(*op, &ty, value, address(expr))? {
                    self.compound(*op, &ty, value, span)?;
                }
                Ok(Ty::Unit)
            }
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => {
                let settled = self.settled_branches(cond);
                let ty = self.if_expr(cond, then, otherwise.as_deref(), expected, span);
                self.known_dead -= u32::from(settled);
                ty
            }
            ExprKind::While { cond, body, label } => {
                let settled = self.settled_branches(cond);
                self.condition(cond)?;
                let before = self.flow.clone();
                let breaks = self.loop_body(body, None, label.clone(), self.locals.len(), None)?;
                let body_end = std::mem::take(&mut self.flow);
                self.flow = before.merge(body_end).merge(breaks);
                self.known_dead -= u32::from(settled);
                Ok(Ty::Unit)
            }
            ExprKind::Loop { body, label } => {
                let value = self.infer.fresh();
                let breaks =
                    self.loop_body(
                    body,
                    Some(value.clone()),
                    label.clone(),
                    self.locals.len(),
                    None,
                )?;
                self.flow = breaks;
                Ok(if self.flow.reachable {
                    value
                } else {
                    Ty::Never
                })
            }
            ExprKind::For {
                var,
                iter,
                body,
                label,
            } => self.for_loop(var.as_deref(), iter, body, label.clone()),
            ExprKind::Break { label, value } => {
                self.jump(span, true, label.as_deref(), value.as_deref())
            }
            ExprKind::Continue(label) => self.jump(span, false, label.as_deref(), None),
            ExprKind::Return(value) => {
                let ret = self.ret.clone();
                let (found, coerced) = match value {
                    Some(value) => {
                        let found = self.value(value, Some(&ret))?;
                        let coerced = self.coerce_expr(value, &found, &ret);
                        (found, coerced)
                    }
                    None => (Ty::Unit, self.infer.coerce(&Ty::Unit, &ret)),
                };
                if !coerced {
                    return Err(self.mismatch(span, &ret, &found));
                }
                self.flow = Flow::unreachable();
                Ok(Ty::Never)
            }
            ExprKind::Block(block) => self.block(block, expected),
            ExprKind::Try(inner, _) => self.try_expr(inner, span, address(expr)),
            ExprKind::Method {
                receiver,
                method,
                method_span,
                turbofish,
                args,
            } => self.method_call(
                super::methods::Call {
                    receiver,
                    method,
                    turbofish,
                    args,
                    span: *method_span,
                    site: address(expr),
                },
                expected,
            ),
            ExprKind::Closure(_) => match self.returned_closure(expr, expected)? {
                Some(ty) => Ok(ty),
                None => Err(ScriptError::new(
                span,
                "a closure here is not supported by bufscope yet",
            )
            .with_help("closures are supported as arguments of iterator methods (`map`, `filter`, `for_each`…) and of `Option`/`Result` methods (`map`, `and_then`, `unwrap_or_else`…), and kept in a `let` and called: `let f = |x| …; f(1)`")),
            },
            ExprKind::Call {
                path,
                written,
                turbofish,
                args,
            } => self.path_call(expr, path, written, turbofish, args, expected),
            ExprKind::Format(call) => self.format(call, span),
            ExprKind::VecRepeat(item, count) => {
                let item_ty = self.value(item, None)?;
                self.require(&item_ty, "Clone", item.span, false)?;
                self.expect_type(count, &Ty::Int(IntTy::Usize))?;
                let ty = Ty::vec(item_ty);
                let site = super::rewrites::Site::Repeat;
                self.vector_sites.push((address(expr), site, ty.clone()));
                Ok(ty)
            }
            ExprKind::VecList(items) => {
                let expected_item = expected.and_then(|e| match self.infer.shallow(e) {
                    Ty::Adt(name, mut args) if name == "Vec" && args.len() == 1 => args.pop(),
                    _ => None,
                });
                let item_ty = self.items(items, expected_item)?;
                let ty = Ty::vec(item_ty);
                let site = super::rewrites::Site::Items;
                self.vector_sites.push((address(expr), site, ty.clone()));
                Ok(ty)
            }
            ExprKind::ArrayRepeat(item, count) => {
                let item_ty = self.value(item, None)?;
                self.expect_type(count, &Ty::Int(IntTy::Usize))?;
                let len = match &count.kind {
                    ExprKind::Lit(Literal::Int { value, .. }) => u64::try_from(*value).ok(),
                    _ => None,
                };
                self.array_site(expr, super::rewrites::Site::Repeat, &item_ty);
                Ok(Ty::Array(Box::new(item_ty), len))
            }
            ExprKind::ArrayList(items) => {
                let expected_item = expected.and_then(|e| match self.infer.shallow(e) {
                    Ty::Array(of, _) | Ty::Slice(of) => Some(*of),
                    _ => None,
                });
                let item_ty = self.items(items, expected_item)?;
                self.array_site(expr, super::rewrites::Site::Items, &item_ty);
                Ok(Ty::Array(Box::new(item_ty), Some(items.len() as u64)))
            }
            ExprKind::Ref { mutable, expr } => {
                let expected_inner = expected.and_then(|e| match self.infer.shallow(e) {
                    Ty::Ref { to, .. } => Some(*to),
                    _ => None,
                });
                let ty = self.borrow_of_place(expr, *mutable, span, |checker| {
                    let ty = if *mutable {
                        // rustc points at the whole `&mut map[k]`.
                        checker
                            .borrow_mut(expr, expected_inner.as_ref())
                            .map_err(|mut error| {
                                // And at the whole `&mut x` of a binding without `mut`.
                                let whole = error.message.starts_with("cannot borrow data in an index of")
                                    || (error.span == expr.span
                                        && error.message.ends_with("as it is not declared as mutable"));
                                if whole {
                                    error.span = span;
                                }
                                error
                            })
                    } else {
                        checker.expr(expr, expected_inner.as_ref())
                    };
                    // rustc points at the `&` of a borrow of a moved value.
                    checker.read_as(ty, expr, Read::Borrow).map_err(|mut error| {
                        if error.code.as_deref() == Some("E0382")
                            && super::moved_wording::in_place(expr, error.span)
                        {
                            error.span = span;
                        }
                        error
                    })
                })?;
                Ok(Ty::reference(*mutable, ty))
            }
            ExprKind::Index(base, index) => self.index(base, index, span, address(expr)),
            ExprKind::Range {
                start,
                end,
                inclusive,
            } => {
                let item = self.infer.fresh();
                for bound in [start, end].into_iter().flatten() {
                    let found = self.value(bound, Some(&item))?;
                    if !self.infer.unify(&found, &item) {
                        return Err(self.mismatch(bound.span, &item, &found));
                    }
                }
                // The interpreter's ranges are of integers and of chars.
                if matches!(self.infer.resolve(&item), Ty::Float(_) | Ty::FloatVar(_)) {
                    return Err(ScriptError::new(
                        span,
                        "a range of floats is not supported by bufscope yet",
                    )
                    .with_help("compare with the bounds instead: `0.0 <= x && x < 1.0`"));
                }
                Ok(range_type(start.is_some(), end.is_some(), *inclusive, item))
            }
            ExprKind::Cast(inner, hint) => self.cast(inner, hint, span),
            ExprKind::Match {
                scrutinee, arms, ..
            } => {
                let settled = self.settled_branches(scrutinee);
                let ty = self.match_expr(scrutinee, arms, expected, (span, address(expr)));
                self.known_dead -= u32::from(settled);
                ty
            }
            ExprKind::Tuple(items) => {
                // Each field is a coercion site of the expected tuple's field (`(&String,
                // &String)` where `(&str, &str)` is expected).
                let fields = match expected.map(|e| self.infer.shallow(e)) {
                    Some(Ty::Tuple(fields)) if fields.len() == items.len() => fields,
                    _ => Vec::new(),
                };
                let mut tys = Vec::new();
                for (index, item) in items.iter().enumerate() {
                    let field = fields.get(index);
                    let found = self.value(item, field)?;
                    tys.push(match field {
                        Some(field) if self.infer.coerce(&found, field) => field.clone(),
                        _ => found,
                    });
                }
                Ok(if tys.is_empty() {
                    Ty::Unit
                } else {
                    Ty::Tuple(tys)
                })
            }
            ExprKind::Field(base, field) => {
                let index: usize = field.parse().unwrap_or(usize::MAX);
                let base_ty = match &base.kind {
                    ExprKind::Var(name) if let Some(local) = self.lookup(name) => {
                        self.touch(local)?;
                        self.access(local, Access::Read, base.span);
                        if let Some(moved_at) = self.flow.field_moved(local, u32::MAX) {
                            return Err(ScriptError::rustc(
                                "E0382",
                                span,
                                format!("use of moved value: `{name}`"),
                            )
                            .with_help(format!("it was moved at {}", at(moved_at))));
                        }
                        self.locals[local].ty.clone()
                    }
                    _ => self.expr(base, None)?,
                };
                for (deref, step) in self.infer.deref_steps(&base_ty).into_iter().enumerate() {
                    let found = match self.items.field(&step, field) {
                        Some((position, field_ty)) => {
                            self.rewrites.push(super::rewrites::Rewrite {
                                expr: address(expr),
                                site: super::rewrites::Site::Field(position),
                            });
                            Some((position, field_ty))
                        }
                        None => match step {
                            Ty::Tuple(items) => items.get(index).map(|item| (index, item.clone())),
                            Ty::Adt(name, args) if name == "Reverse" && index == 0 => {
                                args.first().map(|item| (0, item.clone()))
                            }
                            _ => None,
                        },
                    };
                    if let Some((position, field_ty)) = found {
                        // `fold(…).1`: a field of a value no place holds, which moving it
                        // out of takes whole (not of one behind a reference).
                        let place = matches!(
                            base.kind,
                            ExprKind::Var(_)
                                | ExprKind::Field(..)
                                | ExprKind::Index(..)
                                | ExprKind::Unary(UnOp::Deref, _)
                        );
                        if deref == 0 && !place {
                            self.temporary_fields.insert(address(expr));
                        }
                        if let ExprKind::Var(name) = &base.kind
                            && let Some(local) = self.lookup(name)
                            && let Some(moved_at) = self.flow.field_moved(local, position as u32)
                        {
                            return Err(ScriptError::rustc(
                                "E0382",
                                span,
                                format!("use of moved value: `{name}.{field}`"),
                            )
                            .with_help(format!("it was moved at {}", at(moved_at))));
                        }
                        return Ok(field_ty);
                    }
                }
                // rustc points at the field's name.
                let name_span = Span {
                    column: span.end_column.saturating_sub(field.chars().count() as u32),
                    line: span.end_line,
                    ..span
                };
                Err(ScriptError::rustc(
                    "E0609",
                    name_span,
                    format!(
                        "no field `{field}` on type `{}`",
                        self.infer.resolve(&base_ty)
                    ),
                ))
            }
        }
    }

    /// An array literal whose items are not bytes is kept as a list of values, as a `Vec` of
    /// them is (`[1000, 2000]` must not become bytes); arrays of `IoSlice`s stay the slices
    /// `write_vectored` takes.
    fn array_site(&mut self, expr: &Expr, site: super::rewrites::Site, item_ty: &Ty) {
        if self.infer.resolve(item_ty).is_adt("IoSlice") {
            return;
        }
        self.vector_sites
            .push((address(expr), site, Ty::vec(item_ty.clone())));
    }

    /// The items of a `vec![…]` or an array literal, each coerced to the item type the
    /// context expects (`let v: Vec<Box<dyn Write>> = vec![Box::new(a), Box::new(b)]`: the
    /// expected type is a coercion site for every item, as in rustc), else to the first's.
    pub(super) fn items(&mut self, items: &[Expr], expected: Option<Ty>) -> Checked<Ty> {
        let item_ty = expected.unwrap_or_else(|| self.infer.fresh());
        for item in items {
            let found = self.value(item, Some(&item_ty))?;
            if !self.infer.coerce(&found, &item_ty) {
                return Err(self.mismatch(item.span, &item_ty, &found));
            }
        }
        Ok(item_ty)
    }

    /// Checks that `expr` has type `ty`.
    pub(super) fn expect_type(&mut self, expr: &Expr, ty: &Ty) -> Checked<()> {
        let found = self.value(expr, Some(ty))?;
        if self.infer.coerce(&found, ty) {
            Ok(())
        } else {
            Err(self.mismatch(expr.span, ty, &found))
        }
    }

    pub(super) fn condition(&mut self, cond: &Expr) -> Checked<()> {
        self.expect_type(cond, &Ty::Bool)
    }

    /// A local of the function around an item declared in its body, named in that item.
    pub(super) fn captured_local(&self, span: Span) -> ScriptError {
        if self.in_constant {
            return ScriptError::rustc(
                "E0435",
                span,
                "attempt to use a non-constant value in a constant",
            );
        }
        ScriptError::rustc(
            "E0434",
            span,
            "can't capture dynamic environment in a fn item",
        )
        .with_help("use the `|| { ... }` closure form instead")
    }

    pub(super) fn var(&mut self, name: &str, span: Span) -> Checked<Ty> {
        if let Some(local) = self.lookup(name) {
            self.check_readable(local, name, span, "borrow")?;
            self.touch(local)?;
            self.access(local, Access::Read, span);
            return Ok(self.locals[local].ty.clone());
        }
        if name == "None" {
            let item = self.infer.fresh();
            self.none_sites.push((span, item.clone()));
            return Ok(Ty::option(item));
        }
        if self.signatures.iter().any(|s| s.name == name) {
            return Err(ScriptError::new(
                span,
                format!("the function `{name}` used as a value is not supported by bufscope"),
            )
            .with_help("call it: `name(…)`"));
        }
        if self.outer_locals.iter().any(|local| local == name) {
            return Err(self.captured_local(span));
        }
        if self.imports.may_bring(name) {
            return Err(super::names::brought_by_use(name, span));
        }
        Err(ScriptError::rustc(
            "E0425",
            span,
            format!("cannot find value `{name}` in this scope"),
        )
        .with_help("declare it first with `let`"))
    }
}
