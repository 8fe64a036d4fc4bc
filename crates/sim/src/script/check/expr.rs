//! Types of statements and expressions, with the moves and borrows they make.

use super::super::error::ScriptError;
use super::super::ir::{BinOp, Block, Expr, ExprKind, IntTy, Literal, Stmt, TypeHint, UnOp};
use super::super::ty::Ty;
use super::borrows::{Access, holds_reference};
use super::flow::Flow;
use super::types::{TypeScope, written_type};
use super::{Checked, Checker, LiteralCheck, LoopFrame};
use crate::trace::Span;

/// An expression's identity while the program is checked (nothing moves it meanwhile).
fn address(expr: &Expr) -> usize {
    std::ptr::from_ref::<Expr>(expr) as usize
}

fn at(span: Span) -> String {
    format!("{}:{}", span.line, span.column)
}

impl Checker<'_> {
    pub(super) fn block(&mut self, block: &Block, expected: Option<&Ty>) -> Checked<Ty> {
        self.scopes.push(Vec::new());
        if block.is_unsafe {
            self.unsafe_depth += 1;
        }
        for stmt in &block.stmts {
            match stmt {
                Stmt::Let {
                    name,
                    annotation,
                    mutable,
                    init,
                    span,
                    ..
                } => self.let_stmt(name, annotation.as_deref(), *mutable, init.as_ref(), *span)?,
                Stmt::Expr(expr) => {
                    self.value(expr, None)?;
                }
                Stmt::LetElse {
                    pat,
                    init,
                    otherwise,
                    span,
                } => self.let_else(pat, init, otherwise.as_ref(), *span)?,
            }
        }
        let ty = match &block.tail {
            Some(tail) => self.value(tail, expected)?,
            None if self.flow.reachable => Ty::Unit,
            None => Ty::Never,
        };
        if block.is_unsafe {
            self.unsafe_depth -= 1;
        }
        if let Some(ended) = self.scopes.pop() {
            self.end_loans(&ended);
        }
        Ok(ty)
    }

    fn let_stmt(
        &mut self,
        name: &str,
        annotation: Option<&syn::Type>,
        mutable: bool,
        init: Option<&Expr>,
        span: Span,
    ) -> Checked<()> {
        let declared = match annotation {
            Some(ty) => {
                let scope = TypeScope {
                    imports: self.imports,
                    generics: &self.generics,
                };
                written_type(ty, scope, &mut Some(&mut self.infer))?
            }
            None => self.infer.fresh(),
        };
        if let Some(init) = init {
            // `let _ = x;` binds nothing and moves nothing.
            let ty = if name == "_" {
                self.expr(init, Some(&declared))?
            } else {
                self.value(init, Some(&declared))?
            };
            if !self.infer.coerce(&ty, &declared) {
                return Err(self.mismatch(init.span, &declared, &ty));
            }
        }
        if name != "_" {
            let holds = holds_reference(&self.infer.resolve(&declared));
            let local = self.declare(name, declared, mutable, init.is_none(), span);
            if let (true, Some(init)) = (holds, init) {
                self.record_loans(local, init);
            }
        }
        Ok(())
    }

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
                let ty = self.expr(expr, expected)?;
                if !self.infer.is_copy(&ty) {
                    if let ExprKind::Var(name) = &base.kind
                        && let Some(local) = self.lookup(name)
                        && self.is_owned_tuple(local)
                    {
                        let index = field.parse().unwrap_or(0);
                        self.flow.move_out((local, Some(index)), expr.span);
                    } else {
                        return Err(self.cannot_move_out(expr, &ty));
                    }
                }
                Ok(ty)
            }
            ExprKind::Index(..) | ExprKind::Unary(UnOp::Deref, _) => {
                let ty = self.expr(expr, expected)?;
                if !self.infer.is_copy(&ty) {
                    return Err(self.cannot_move_out(expr, &ty));
                }
                Ok(ty)
            }
            _ => self.expr(expr, expected),
        }
    }

    fn is_owned_tuple(&self, local: usize) -> bool {
        matches!(self.infer.shallow(&self.locals[local].ty), Ty::Tuple(_))
    }

    fn cannot_move_out(&self, expr: &Expr, ty: &Ty) -> ScriptError {
        ScriptError::rustc(
            "E0507",
            expr.span,
            format!(
                "cannot move out of a place behind a reference or an index: it has type `{}`, which does not implement the `Copy` trait",
                self.infer.resolve(ty)
            ),
        )
        .with_help("borrow it (`&x[i]`) or clone it")
    }

    /// A local read (moved out: E0382; never given a value: E0381).
    fn check_readable(&self, local: usize, name: &str, span: Span, verb: &str) -> Checked<()> {
        if let Some(moved_at) = self.flow.moved(local) {
            return Err(ScriptError::rustc(
                "E0382",
                span,
                format!("{verb} of moved value: `{name}`"),
            )
            .with_help(format!(
                "`{name}` was moved at {}: its value went elsewhere, and `{}` does not implement the `Copy` trait",
                at(moved_at),
                self.infer.resolve(&self.locals[local].ty)
            )));
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

    /// An expression's type, reading (not moving) the places it names.
    pub(super) fn expr(&mut self, expr: &Expr, expected: Option<&Ty>) -> Checked<Ty> {
        let span = expr.span;
        match &expr.kind {
            ExprKind::Lit(literal) => Ok(self.literal(literal, expected, span, false)),
            ExprKind::Var(name) => self.var(name, span),
            ExprKind::Path(path) => Err(ScriptError::new(
                span,
                format!("`{path}` as a value is not supported by bufscope"),
            )),
            ExprKind::Unary(op, operand) => self.unary(*op, operand, expected, span),
            ExprKind::Binary(op, left, right) => self.binary(*op, left, right, span),
            ExprKind::Assign(place, value) => {
                let ty = self.assign_target(place, true)?;
                let found = self.value(value, Some(&ty))?;
                if !self.infer.coerce(&found, &ty) {
                    return Err(self.mismatch(value.span, &ty, &found));
                }
                Ok(Ty::Unit)
            }
            ExprKind::AssignOp(op, place, value) => {
                let ty = self.assign_target(place, false)?;
                self.compound(*op, &ty, value, span)?;
                Ok(Ty::Unit)
            }
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => self.if_expr(cond, then, otherwise.as_deref(), expected, span),
            ExprKind::While { cond, body } => {
                self.condition(cond)?;
                let before = self.flow.clone();
                let breaks = self.loop_body(body, None, self.locals.len())?;
                let body_end = std::mem::take(&mut self.flow);
                self.flow = before.merge(body_end).merge(breaks);
                Ok(Ty::Unit)
            }
            ExprKind::Loop(body) => {
                let value = self.infer.fresh();
                let breaks = self.loop_body(body, Some(value.clone()), self.locals.len())?;
                self.flow = breaks;
                Ok(if self.flow.reachable {
                    value
                } else {
                    Ty::Never
                })
            }
            ExprKind::For { var, iter, body } => self.for_loop(var.as_deref(), iter, body),
            ExprKind::Break => self.jump(span, true),
            ExprKind::Continue => self.jump(span, false),
            ExprKind::Return(value) => {
                let ret = self.ret.clone();
                let found = match value {
                    Some(value) => self.value(value, Some(&ret))?,
                    None => Ty::Unit,
                };
                if !self.infer.coerce(&found, &ret) {
                    return Err(self.mismatch(span, &ret, &found));
                }
                self.flow = Flow::unreachable();
                Ok(Ty::Never)
            }
            ExprKind::Block(block) => self.block(block, expected),
            ExprKind::Try(inner) => self.try_expr(inner, span),
            ExprKind::Method {
                receiver,
                method,
                method_span,
                args,
            } => self.method_call(receiver, method, args, *method_span),
            ExprKind::Call {
                path,
                written,
                args,
            } => {
                let ty = self.call(written, args, expected, span)?;
                let site = match path.as_str() {
                    "Vec::new" => Some(super::lists::Site::New),
                    "Vec::with_capacity" => Some(super::lists::Site::WithCapacity),
                    _ => None,
                };
                if let Some(site) = site {
                    self.vector_sites.push((address(expr), site, ty.clone()));
                }
                Ok(ty)
            }
            ExprKind::Format(call) => self.format(call, span),
            ExprKind::VecRepeat(item, count) => {
                let item_ty = self.value(item, None)?;
                self.require(&item_ty, "Clone", item.span, false)?;
                self.expect_type(count, &Ty::Int(IntTy::Usize))?;
                let ty = Ty::vec(item_ty);
                let site = super::lists::Site::Repeat;
                self.vector_sites.push((address(expr), site, ty.clone()));
                Ok(ty)
            }
            ExprKind::VecList(items) => {
                let item_ty = self.items(items)?;
                let ty = Ty::vec(item_ty);
                let site = super::lists::Site::Items;
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
                Ok(Ty::Array(Box::new(item_ty), len))
            }
            ExprKind::ArrayList(items) => {
                let item_ty = self.items(items)?;
                Ok(Ty::Array(Box::new(item_ty), Some(items.len() as u64)))
            }
            ExprKind::Ref { mutable, expr } => {
                let expected_inner = expected.and_then(|e| match self.infer.shallow(e) {
                    Ty::Ref { to, .. } => Some(*to),
                    _ => None,
                });
                let ty = if *mutable {
                    self.borrow_mut(expr, expected_inner.as_ref())?
                } else {
                    self.expr(expr, expected_inner.as_ref())?
                };
                Ok(Ty::reference(*mutable, ty))
            }
            ExprKind::Index(base, index) => self.index(base, index, span),
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
                if start.is_none() && end.is_none() {
                    self.infer.unify(&item, &Ty::Int(IntTy::Usize));
                }
                Ok(Ty::adt(
                    if *inclusive {
                        "RangeInclusive"
                    } else {
                        "Range"
                    },
                    vec![item],
                ))
            }
            ExprKind::Cast(inner, hint) => self.cast(inner, hint, span),
            ExprKind::Match {
                scrutinee, arms, ..
            } => self.match_expr(scrutinee, arms, expected, span),
            ExprKind::Tuple(items) => {
                let mut tys = Vec::new();
                for item in items {
                    tys.push(self.value(item, None)?);
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
                for step in self.infer.deref_steps(&base_ty) {
                    if let Ty::Tuple(items) = step
                        && let Some(item) = items.get(index)
                    {
                        if let ExprKind::Var(name) = &base.kind
                            && let Some(local) = self.lookup(name)
                            && let Some(moved_at) = self.flow.field_moved(local, index as u32)
                        {
                            return Err(ScriptError::rustc(
                                "E0382",
                                span,
                                format!("use of moved value: `{name}.{field}`"),
                            )
                            .with_help(format!("it was moved at {}", at(moved_at))));
                        }
                        return Ok(item.clone());
                    }
                }
                Err(ScriptError::rustc(
                    "E0609",
                    span,
                    format!(
                        "no field `{field}` on type `{}`",
                        self.infer.resolve(&base_ty)
                    ),
                ))
            }
        }
    }

    fn items(&mut self, items: &[Expr]) -> Checked<Ty> {
        let item_ty = self.infer.fresh();
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

    fn condition(&mut self, cond: &Expr) -> Checked<()> {
        self.expect_type(cond, &Ty::Bool)
    }

    pub(super) fn literal(
        &mut self,
        literal: &Literal,
        expected: Option<&Ty>,
        span: Span,
        negated: bool,
    ) -> Ty {
        match literal {
            Literal::Int { value, ty } => {
                let ty = match ty {
                    IntTy::Default => {
                        let var = self.infer.fresh_int();
                        if let Some(expected) = expected {
                            // An expected float is left for the caller to refuse (E0308).
                            let _ = self.infer.probe_unify(&var, expected)
                                && self.infer.unify(&var, expected);
                        }
                        var
                    }
                    other => Ty::Int(*other),
                };
                self.literals.push(LiteralCheck {
                    ty: ty.clone(),
                    value: if negated { -*value } else { *value },
                    span,
                });
                ty
            }
            Literal::Float(_) => {
                let var = self.infer.fresh_float();
                if let Some(expected) = expected {
                    let _ =
                        self.infer.probe_unify(&var, expected) && self.infer.unify(&var, expected);
                }
                var
            }
            Literal::Bool(_) => Ty::Bool,
            Literal::Char(_) => Ty::Char,
            Literal::Str(_) => Ty::reference(false, Ty::Str),
            Literal::ByteStr(bytes) => Ty::reference(
                false,
                Ty::Array(Box::new(Ty::Int(IntTy::U8)), Some(bytes.len() as u64)),
            ),
            Literal::Byte(_) => Ty::Int(IntTy::U8),
        }
    }

    fn var(&mut self, name: &str, span: Span) -> Checked<Ty> {
        if let Some(local) = self.lookup(name) {
            self.check_readable(local, name, span, "borrow")?;
            self.touch(local)?;
            self.access(local, Access::Read, span);
            return Ok(self.locals[local].ty.clone());
        }
        if name == "None" {
            let item = self.infer.fresh();
            return Ok(Ty::option(item));
        }
        if self.signatures.iter().any(|s| s.name == name) {
            return Err(ScriptError::new(
                span,
                format!("the function `{name}` used as a value is not supported by bufscope"),
            )
            .with_help("call it: `name(…)`"));
        }
        Err(ScriptError::rustc(
            "E0425",
            span,
            format!("cannot find value `{name}` in this scope"),
        )
        .with_help("declare it first with `let`"))
    }

    fn unary(
        &mut self,
        op: UnOp,
        operand: &Expr,
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Ty> {
        if op == UnOp::Neg
            && let ExprKind::Lit(literal @ Literal::Int { .. }) = &operand.kind
        {
            let ty = self.literal(literal, expected, operand.span, true);
            return self.negatable(ty, span);
        }
        match op {
            UnOp::Neg => {
                let ty = self.value(operand, expected)?;
                self.negatable(ty, span)
            }
            UnOp::Not => {
                let ty = self.value(operand, expected)?;
                match self.infer.shallow(&ty) {
                    Ty::Bool | Ty::Int(_) | Ty::IntVar(_) => Ok(ty),
                    other => Err(ScriptError::rustc(
                        "E0600",
                        span,
                        format!(
                            "cannot apply unary operator `!` to type `{}`",
                            self.infer.resolve(&other)
                        ),
                    )),
                }
            }
            UnOp::Deref => {
                let ty = self.expr(operand, None)?;
                match self.infer.shallow(&ty) {
                    Ty::Ref { to, .. } => Ok(*to),
                    Ty::Adt(name, args) if name == "Box" && args.len() == 1 => Ok(args[0].clone()),
                    other => Err(ScriptError::rustc(
                        "E0614",
                        span,
                        format!(
                            "type `{}` cannot be dereferenced",
                            self.infer.resolve(&other)
                        ),
                    )),
                }
            }
        }
    }

    fn negatable(&self, ty: Ty, span: Span) -> Checked<Ty> {
        match self.infer.shallow(&ty) {
            Ty::Int(int) if int.range().0 == 0 => Err(ScriptError::rustc(
                "E0600",
                span,
                format!("cannot apply unary operator `-` to type `{}`", int.name()),
            )
            .with_help("unsigned values cannot be negated")),
            Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_) => Ok(ty),
            other => Err(ScriptError::rustc(
                "E0600",
                span,
                format!(
                    "cannot apply unary operator `-` to type `{}`",
                    self.infer.resolve(&other)
                ),
            )),
        }
    }

    fn binary(&mut self, op: BinOp, left: &Expr, right: &Expr, span: Span) -> Checked<Ty> {
        match op {
            BinOp::And | BinOp::Or => {
                self.condition(left)?;
                let before = self.flow.clone();
                self.condition(right)?;
                let after = std::mem::take(&mut self.flow);
                self.flow = before.merge(after);
                Ok(Ty::Bool)
            }
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                // Comparisons take their operands by reference.
                let l = self.expr(left, None)?;
                let r = self.expr(right, Some(&l))?;
                if !self.comparable(&l, &r) {
                    // A scalar on the left is compared by rustc's built-in operator, which
                    // wants the same type on the right; anything else needs a `PartialEq`
                    // impl between the two, which std does not have.
                    let scalar = matches!(
                        self.infer.shallow(&l),
                        Ty::Int(_)
                            | Ty::IntVar(_)
                            | Ty::Float(_)
                            | Ty::FloatVar(_)
                            | Ty::Bool
                            | Ty::Char
                    );
                    if scalar {
                        return Err(self.mismatch(right.span, &l, &r));
                    }
                    return Err(ScriptError::rustc(
                        "E0277",
                        span,
                        format!(
                            "can't compare `{}` with `{}`",
                            self.infer.resolve(&l),
                            self.infer.resolve(&r)
                        ),
                    ));
                }
                Ok(Ty::Bool)
            }
            _ => {
                let l = self.value(left, None)?;
                self.arithmetic(op, &l, right, span)
            }
        }
    }

    fn comparable(&mut self, l: &Ty, r: &Ty) -> bool {
        let is_text = |infer: &super::infer::Infer, ty: &Ty| {
            infer.deref_steps(ty).iter().any(|s| matches!(s, Ty::Str))
        };
        if is_text(&self.infer, l) && is_text(&self.infer, r) {
            return true;
        }
        self.infer.unify(l, r)
    }

    /// `l op right` for arithmetic and bit operators; the result's type.
    fn arithmetic(&mut self, op: BinOp, l: &Ty, right: &Expr, span: Span) -> Checked<Ty> {
        let shift = matches!(op, BinOp::Shl | BinOp::Shr);
        let l_shallow = self.infer.shallow(l);
        if op == BinOp::Add && l_shallow.is_adt("String") {
            // `String + &str`.
            let expected = Ty::reference(false, Ty::Str);
            let r = self.value(right, Some(&expected))?;
            if !self.infer.coerce(&r, &expected) {
                return Err(self.mismatch(right.span, &expected, &r));
            }
            return Ok(Ty::string());
        }
        let numeric = matches!(
            l_shallow,
            Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_)
        ) || (matches!(l_shallow, Ty::Bool)
            && matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor));
        let float = matches!(l_shallow, Ty::Float(_) | Ty::FloatVar(_));
        let bitwise = matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) || shift;
        if !numeric || (float && bitwise) {
            let r = self.value(right, None)?;
            return Err(ScriptError::rustc(
                "E0369",
                span,
                format!(
                    "cannot {} `{}` {} `{}`",
                    op_verb(op),
                    self.infer.resolve(&r),
                    op_preposition(op),
                    self.infer.resolve(l)
                ),
            ));
        }
        if shift {
            let r = self.value(right, None)?;
            if !matches!(self.infer.shallow(&r), Ty::Int(_) | Ty::IntVar(_)) {
                return Err(self.mismatch(right.span, l, &r));
            }
            return Ok(l.clone());
        }
        let r = self.value(right, Some(l))?;
        if !self.infer.unify(l, &r) {
            let r_numeric = matches!(
                self.infer.shallow(&r),
                Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_)
            );
            if r_numeric {
                return Err(self.mismatch(right.span, l, &r));
            }
            return Err(ScriptError::rustc(
                "E0277",
                span,
                format!(
                    "cannot {} `{}` {} `{}`",
                    op_verb(op),
                    self.infer.resolve(&r),
                    op_preposition(op),
                    self.infer.resolve(l)
                ),
            ));
        }
        Ok(l.clone())
    }

    fn compound(&mut self, op: BinOp, ty: &Ty, value: &Expr, span: Span) -> Checked<()> {
        if op == BinOp::Add && self.infer.shallow(ty).is_adt("String") {
            let expected = Ty::reference(false, Ty::Str);
            let r = self.value(value, Some(&expected))?;
            return if self.infer.coerce(&r, &expected) {
                Ok(())
            } else {
                Err(self.mismatch(value.span, &expected, &r))
            };
        }
        self.arithmetic(op, ty, value, span).map(|_| ())
    }

    /// The place an assignment writes (its type). `whole` for `=` (which may give a `let x;`
    /// its value); `false` for `+=`, which reads it first.
    fn assign_target(&mut self, place: &Expr, whole: bool) -> Checked<Ty> {
        match &place.kind {
            ExprKind::Var(name) => {
                let Some(local) = self.lookup(name) else {
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
                if whole {
                    self.flow.assign(local);
                    // Its old value's borrows end with it.
                    self.loans.retain(|l| l.holder != local);
                }
                Ok(self.locals[local].ty.clone())
            }
            _ => self.borrow_mut(place, None),
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
                    return Err(ScriptError::rustc(
                        "E0596",
                        place.span,
                        format!(
                            "cannot borrow `{name}` as mutable, as it is not declared as mutable"
                        ),
                    )
                    .with_help(format!(
                        "consider changing this to be mutable: `mut {name}`"
                    )));
                }
                Ok(self.locals[local].ty.clone())
            }
            ExprKind::Field(base, _) => {
                self.borrow_mut_through(base)?;
                self.expr(place, expected)
            }
            ExprKind::Index(base, _) => {
                self.borrow_mut_through(base)?;
                self.expr(place, expected)
            }
            ExprKind::Unary(UnOp::Deref, inner) => {
                let ty = self.expr(inner, None)?;
                match self.infer.shallow(&ty) {
                    Ty::Ref { mutable: true, to } => Ok(*to),
                    Ty::Ref { mutable: false, .. } => Err(behind_shared(place.span)),
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
    fn borrow_mut_through(&mut self, base: &Expr) -> Checked<()> {
        let ty = self.expr(base, None)?;
        match self.infer.shallow(&ty) {
            Ty::Ref { mutable: true, .. } => Ok(()),
            Ty::Ref { mutable: false, .. } => Err(behind_shared(base.span)),
            _ => self.borrow_mut(base, None).map(|_| ()),
        }
    }

    fn if_expr(
        &mut self,
        cond: &Expr,
        then: &Block,
        otherwise: Option<&Expr>,
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Ty> {
        self.condition(cond)?;
        let before = self.flow.clone();
        let then_ty = self.block(then, expected)?;
        let then_flow = std::mem::replace(&mut self.flow, before);
        let Some(otherwise) = otherwise else {
            if !matches!(self.infer.shallow(&then_ty), Ty::Unit | Ty::Never)
                && !self.infer.unify(&then_ty, &Ty::Unit)
            {
                return Err(ScriptError::rustc(
                    "E0317",
                    span,
                    "`if` may be missing an `else` clause",
                )
                .with_help(format!(
                    "the `if` has a value of type `{}`, so it needs an `else` with one too",
                    self.infer.resolve(&then_ty)
                )));
            }
            let else_flow = std::mem::take(&mut self.flow);
            self.flow = then_flow.merge(else_flow);
            return Ok(Ty::Unit);
        };
        let else_ty = self.value(otherwise, expected.or(Some(&then_ty)))?;
        let else_flow = std::mem::take(&mut self.flow);
        self.flow = then_flow.merge(else_flow);
        match (self.infer.shallow(&then_ty), self.infer.shallow(&else_ty)) {
            (Ty::Never, _) => Ok(else_ty),
            (_, Ty::Never) => Ok(then_ty),
            _ if self.infer.coerce(&else_ty, &then_ty) => Ok(then_ty),
            _ => Err(ScriptError::rustc(
                "E0308",
                otherwise.span,
                "`if` and `else` have incompatible types",
            )
            .with_help(format!(
                "expected `{}`, found `{}`",
                self.infer.resolve(&then_ty),
                self.infer.resolve(&else_ty)
            ))),
        }
    }

    /// Checks a loop's body; returns the flow after the loop's `break`s. A value of an outer
    /// local moved in the body and not given a new one is moved again by the next iteration.
    fn loop_body(&mut self, body: &Block, value: Option<Ty>, outer_locals: usize) -> Checked<Flow> {
        self.loops.push(LoopFrame {
            outer_locals,
            started: self.clock,
            entry: self.flow.clone(),
            breaks: Vec::new(),
            value,
        });
        let result = self.block(body, Some(&Ty::Unit));
        let Some(frame) = self.loops.pop() else {
            return Err(ScriptError::new(body.end, "loop bookkeeping"));
        };
        result?;
        self.loop_conflicts(frame.outer_locals, frame.started)?;
        for (path, moved_at) in self.flow.moved_since(&frame.entry, frame.outer_locals) {
            if self.flow.reachable {
                let name = &self.locals[path.0].name;
                return Err(ScriptError::rustc(
                    "E0382",
                    moved_at,
                    format!("use of moved value: `{name}`"),
                )
                .with_help(
                    "value moved here, in previous iteration of loop: move it before the loop, borrow it (`&mut`), or give it a new value before the next iteration",
                ));
            }
        }
        let mut after = Flow::unreachable();
        for flow in frame.breaks {
            after = after.merge(flow);
        }
        Ok(after)
    }

    fn jump(&mut self, span: Span, is_break: bool) -> Checked<Ty> {
        let flow = std::mem::replace(&mut self.flow, Flow::unreachable());
        let Some(frame) = self.loops.last_mut() else {
            let word = if is_break { "break" } else { "continue" };
            return Err(ScriptError::rustc(
                "E0268",
                span,
                format!("`{word}` outside of a loop or labeled block"),
            ));
        };
        if is_break {
            if let Some(value) = &frame.value {
                let value = value.clone();
                self.infer.unify(&value, &Ty::Unit);
            }
            if let Some(frame) = self.loops.last_mut() {
                frame.breaks.push(flow);
            }
        } else if let Some(moved) = flow.moved_since(&frame.entry, frame.outer_locals).first() {
            // `continue` starts the next iteration from here.
            let name = self.locals[moved.0.0].name.clone();
            return Err(ScriptError::rustc(
                "E0382",
                moved.1,
                format!("use of moved value: `{name}`"),
            )
            .with_help("value moved here, in previous iteration of loop"));
        }
        Ok(Ty::Never)
    }

    fn for_loop(&mut self, var: Option<&str>, iter: &Expr, body: &Block) -> Checked<Ty> {
        let iter_ty = self.value(iter, None)?;
        let item = self.item_of(&iter_ty, iter.span)?;
        let before = self.flow.clone();
        let outer_locals = self.locals.len();
        self.scopes.push(Vec::new());
        if let Some(var) = var {
            // The loop variable is a new binding each iteration.
            self.declare(var, item, true, false, iter.span);
        }
        let breaks = self.loop_body(body, None, outer_locals)?;
        if let Some(ended) = self.scopes.pop() {
            self.end_loans(&ended);
        }
        let body_end = std::mem::take(&mut self.flow);
        self.flow = before.merge(body_end).merge(breaks);
        Ok(Ty::Unit)
    }

    fn index(&mut self, base: &Expr, index: &Expr, span: Span) -> Checked<Ty> {
        let base_ty = self.expr(base, None)?;
        let index_ty = self.value(index, Some(&Ty::Int(IntTy::Usize)))?;
        let index_shallow = self.infer.shallow(&index_ty);
        let is_range =
            matches!(&index_shallow, Ty::Adt(n, _) if n == "Range" || n == "RangeInclusive");
        for step in self.infer.deref_steps(&base_ty) {
            let element = match &step {
                Ty::Slice(of) | Ty::Array(of, _) => Some((**of).clone()),
                Ty::Str => None,
                Ty::Adt(name, _) if name == "JsonValue" => {
                    return Ok(Ty::adt("JsonValue", Vec::new()));
                }
                _ => continue,
            };
            let usize_ty = Ty::Int(IntTy::Usize);
            if is_range {
                let bound = index_shallow.args().first().cloned().unwrap_or(Ty::Unit);
                if !self.infer.unify(&bound, &usize_ty) {
                    break;
                }
                return Ok(match element {
                    Some(of) => Ty::Slice(Box::new(of)),
                    None => Ty::Str,
                });
            }
            if let Some(of) = element
                && self.infer.unify(&index_ty, &usize_ty)
            {
                return Ok(of);
            }
            break;
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!(
                "the type `{}` cannot be indexed by `{}`",
                self.infer.resolve(&base_ty),
                self.infer.resolve(&index_ty)
            ),
        ))
    }

    fn cast(&mut self, inner: &Expr, hint: &TypeHint, span: Span) -> Checked<Ty> {
        let from = self.value(inner, None)?;
        let from = self.infer.shallow(&from);
        let target = match hint {
            TypeHint::Int(int) => Ty::Int(*int),
            TypeHint::Float => Ty::Float(true),
            TypeHint::Char => Ty::Char,
            TypeHint::Bool => Ty::Bool,
            _ => {
                return Err(
                    ScriptError::new(span, "this cast is not supported by bufscope")
                        .with_help("casts between numbers, and `u8 as char`"),
                );
            }
        };
        let ok = match (&from, &target) {
            (
                Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_),
                Ty::Int(_) | Ty::Float(_),
            ) => true,
            (Ty::Bool | Ty::Char, Ty::Int(_)) => true,
            (Ty::Int(IntTy::U8), Ty::Char) => true,
            (Ty::IntVar(_), Ty::Char) => self.infer.unify(&from, &Ty::Int(IntTy::U8)),
            (Ty::Char, Ty::Char) | (Ty::Bool, Ty::Bool) => true,
            (Ty::Int(_), Ty::Char) => {
                return Err(ScriptError::rustc(
                    "E0604",
                    span,
                    format!(
                        "only `u8` can be cast as `char`, not `{}`",
                        self.infer.resolve(&from)
                    ),
                ));
            }
            (_, Ty::Bool) => {
                return Err(ScriptError::rustc(
                    "E0054",
                    span,
                    format!("cannot cast `{}` as `bool`", self.infer.resolve(&from)),
                ));
            }
            _ => false,
        };
        if ok {
            Ok(target)
        } else {
            Err(ScriptError::rustc(
                "E0605",
                span,
                format!(
                    "non-primitive cast: `{}` as `{target}`",
                    self.infer.resolve(&from)
                ),
            ))
        }
    }
}

fn behind_shared(span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0596",
        span,
        "cannot borrow data in a `&` reference as mutable",
    )
    .with_help("take a `&mut` reference instead")
}

fn op_verb(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Mul => "multiply",
        BinOp::Div => "divide",
        BinOp::Rem => "calculate the remainder of",
        _ => "apply a binary operator to",
    }
}

fn op_preposition(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "to",
        BinOp::Sub => "from",
        BinOp::Mul | BinOp::Rem => "by",
        BinOp::Div => "by",
        _ => "and",
    }
}
