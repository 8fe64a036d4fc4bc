//! Binary operators, comparisons, compound assignment (unary ones: `unary.rs`; `as` casts:
//! `casts.rs`).

use super::super::error::ScriptError;
use super::super::ir::{BinOp, Expr, ExprKind};
use super::super::surface::FnSig;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// `left op right`; `span` is the whole expression's, `at` the operator's (where rustc
    /// points when the operator does not apply).
    pub(super) fn binary(
        &mut self,
        op: BinOp,
        left: &Expr,
        right: &Expr,
        (span, at): (Span, Span),
        site: usize,
    ) -> Checked<Ty> {
        self.operand_of_unsettled_sum(left)?;
        self.operand_of_unsettled_sum(right)?;
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
                // A parameter without bounds (`T` of `fn largest<T>`) compares with nothing.
                if self
                    .infer
                    .deref_steps(&l)
                    .iter()
                    .any(|step| matches!(step, Ty::Rigid(_)))
                {
                    return Err(self.no_operator(op, &l, at));
                }
                // The script's types compare with the `PartialEq` and `PartialOrd` they derive.
                let own = self
                    .infer
                    .deref_steps(&l)
                    .into_iter()
                    .find_map(|step| match &step {
                        Ty::Adt(name, _) if self.items.type_index(name).is_some() => {
                            Some((name.clone(), step))
                        }
                        _ => None,
                    });
                if let Some((name, own_ty)) = own {
                    let needed = if matches!(op, BinOp::Eq | BinOp::Ne) {
                        "PartialEq"
                    } else {
                        "PartialOrd"
                    };
                    if let Some(function) = self.items.hand_written(&name, needed) {
                        // A generic impl's bounds (`impl<T: Ord> PartialEq for Set<T>`) hold
                        // for some arguments only.
                        let generic = matches!(&own_ty, Ty::Adt(_, args) if !args.is_empty());
                        if generic
                            && self.infer.implements(&own_ty, needed)
                                == super::infer::Implements::No
                        {
                            return Err(self.no_operator(op, &l, at));
                        }
                        return self.script_comparison(
                            function,
                            (&l, &own_ty, &r),
                            (right.span, at),
                            site,
                        );
                    }
                    let derives = self
                        .items
                        .get(&name)
                        .is_some_and(|t| t.derives.iter().any(|d| d == needed));
                    // Of a generic struct, the derive's bound on each argument too
                    // (`Pair<T>` of a `T` without `PartialEq` in `impl<T> Pair<T>`).
                    let bounded = !matches!(&own_ty, Ty::Adt(_, args) if !args.is_empty())
                        || self.infer.implements(&own_ty, needed) != super::infer::Implements::No;
                    if !derives {
                        return Err(self
                            .no_operator(op, &l, at)
                            .with_help(format!("add `#[derive({needed})]` to `{name}`")));
                    }
                    if !bounded {
                        return Err(self.no_operator(op, &l, at).with_help(format!(
                            "the derived `{needed}` of `{name}` needs its type arguments to be `{needed}` too: bound them (`impl<T: {needed}>`)"
                        )));
                    }
                }
                // A `Vec<T>`, an `Option<T>`, a tuple holding the script's `T` whose
                // comparison is hand-written: std's impls would call it, bufscope's do not.
                let needed = if matches!(op, BinOp::Eq | BinOp::Ne) {
                    "PartialEq"
                } else {
                    "PartialOrd"
                };
                if let Some(own) = self.items.hand_written_in(&self.infer.resolve(&l), needed) {
                    let shown = self.infer.resolve(&l).to_string();
                    return Err(super::compare_impls::not_run_inside(
                        &shown, &own, needed, span,
                    ));
                }
                // std's hashed collections have `PartialEq` but no order.
                let hashed = matches!(self.infer.resolve(&l), Ty::Adt(n, _) if n == "HashMap" || n == "HashSet");
                if hashed && !matches!(op, BinOp::Eq | BinOp::Ne) {
                    return Err(self.no_operator(op, &l, at));
                }
                if !self.comparable(&l, &r) {
                    // serde_json has `PartialEq` between `Value` (or a reference to one) and
                    // numbers, `bool` and strings, either way round, which bufscope lacks.
                    let is_json = |infer: &super::infer::Infer, ty: &Ty| {
                        infer.deref_steps(ty).iter().any(|s| s.is_adt("JsonValue"))
                    };
                    let is_primitive = |infer: &super::infer::Infer, ty: &Ty| {
                        infer.deref_steps(ty).iter().any(|s| {
                            matches!(
                                s,
                                Ty::Int(_)
                                    | Ty::IntVar(_)
                                    | Ty::Float(_)
                                    | Ty::FloatVar(_)
                                    | Ty::Bool
                                    | Ty::Str
                            ) || s.is_adt("String")
                        })
                    };
                    if (is_json(&self.infer, &l) && is_primitive(&self.infer, &r))
                        || (is_primitive(&self.infer, &l) && is_json(&self.infer, &r))
                    {
                        return Err(ScriptError::new(
                            span,
                            "comparing a `serde_json::Value` with another type is not supported by bufscope yet",
                        )
                        .with_help("compare with a `json!(…)` value, or through `.as_i64()`, `.as_str()`…"));
                    }
                    // A scalar on the left is compared by rustc's built-in operator, which
                    // wants the same type on the right; anything else needs a `PartialEq`
                    // impl between the two, which std does not have.
                    // rustc (measured): `1 > "a"` and `1 == "a"` are E0308, `1 > &1` and
                    // `1 == &1` are E0277;
                    // `&1 > 1` is E0308 (`PartialOrd` wants `&_` on the right), `&1 == 1`
                    // is E0277.
                    let is_scalar = |ty: &Ty| {
                        matches!(
                            ty,
                            Ty::Int(_)
                                | Ty::IntVar(_)
                                | Ty::Float(_)
                                | Ty::FloatVar(_)
                                | Ty::Bool
                                | Ty::Char
                        )
                    };
                    let l_shallow = self.infer.shallow(&l);
                    let r_is_ref = matches!(self.infer.shallow(&r), Ty::Ref { to, .. } if is_scalar(&self.infer.shallow(&to)));
                    let ordering = !matches!(op, BinOp::Eq | BinOp::Ne);
                    let ref_to_scalar = matches!(&l_shallow, Ty::Ref { to, .. } if is_scalar(&self.infer.shallow(to)));
                    if (is_scalar(&l_shallow) && !r_is_ref)
                        || (ref_to_scalar && ordering && !r_is_ref)
                    {
                        return Err(self.mismatch(right.span, &l, &r));
                    }
                    return Err(ScriptError::rustc(
                        "E0277",
                        at,
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
                if let Some(ty) = self.script_operator(op, &l, right, at, site)? {
                    return Ok(ty);
                }
                let ty = self.arithmetic(op, &l, right, (span, at))?;
                self.note_known_binary(op, (left, right), &ty, span);
                Ok(ty)
            }
        }
    }

    /// `a == b` or `a < b` of the script's type with a hand-written `PartialEq` or
    /// `PartialOrd`: its `function` called with both operands by reference (rewritten at
    /// `site`). `l` is the left operand's type, `own` the script's type it is or refers to.
    fn script_comparison(
        &mut self,
        function: usize,
        (l, own, r): (&Ty, &Ty, &Ty),
        (right, at): (Span, Span),
        site: usize,
    ) -> Checked<Ty> {
        let (l, own) = (self.infer.resolve(l), &self.infer.resolve(own));
        let borrow = match &l {
            Ty::Ref { to, .. } if **to == *own => false,
            _ if l == *own => true,
            // `&&a == &&b`, `Box<T>`: std's impls reach `T`'s through theirs.
            _ => {
                return Err(ScriptError::new(
                    right,
                    format!("comparing a `{l}` by the hand-written comparison of `{own}` is not supported by bufscope yet"),
                )
                .with_help("compare the values, or one reference to each"));
            }
        };
        if !self.infer.unify(&l, r) {
            // One `&` too many or too few is no impl (rustc's E0277); another type is the
            // `Self` the one impl expected (E0308).
            let strip = |infer: &super::infer::Infer, ty: &Ty| match infer.shallow(ty) {
                Ty::Ref { to, .. } => infer.resolve(&to),
                other => infer.resolve(&other),
            };
            if strip(&self.infer, &l) == strip(&self.infer, r) {
                return Err(ScriptError::rustc(
                    "E0277",
                    at,
                    format!("can't compare `{l}` with `{}`", self.infer.resolve(r)),
                ));
            }
            return Err(self.mismatch(right, &l, r));
        }
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Compare { function, borrow },
        });
        Ok(Ty::Bool)
    }

    /// `a + b` whose left operand is of the script's type: the `add` of its `impl Add` (or
    /// `Sub`, `Mul`, `Div`, `Rem`) whose right operand fits, called with both operands, by
    /// value; its `Output` is the result. `None` for an operand of another type.
    fn script_operator(
        &mut self,
        op: BinOp,
        l: &Ty,
        right: &Expr,
        at: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let Some(l) = self.script_operand(l) else {
            return Ok(None);
        };
        let Some((trait_name, method)) = operator_trait(&super::trait_impls::OPERATOR_TRAITS, op)
        else {
            let r = self.value(right, None)?;
            return Err(self.cannot_apply("E0369", op, &l, &r, at));
        };
        let impls = self.operator_impls(trait_name, method, &l);
        match self.call_operator_impl(&impls, right, site)? {
            Ok(sig) => Ok(Some(sig.ret)),
            // With one impl rustc expected its operand: another type is E0308 there.
            Err((Some(expected), r)) => Err(self.mismatch(right.span, &expected, &r)),
            Err((None, r)) => Err(self.cannot_apply("E0369", op, &l, &r, at)),
        }
    }

    /// `a += b` whose target is of the script's type with an impl of the operator's
    /// `…Assign` trait whose right operand fits: its `add_assign(&mut a, b)` (rewritten at
    /// `site`). `false` for a target of another type, or of one without such an impl (rustc's
    /// E0368 comes from [`Checker::compound`]).
    pub(super) fn script_compound(
        &mut self,
        op: BinOp,
        target: &Ty,
        value: &Expr,
        site: usize,
    ) -> Checked<bool> {
        let Some(target) = self.script_operand(target) else {
            return Ok(false);
        };
        let Some((trait_name, method)) = operator_trait(&super::trait_impls::ASSIGN_TRAITS, op)
        else {
            return Ok(false);
        };
        let impls = self.operator_impls(trait_name, method, &target);
        if impls.is_empty() {
            return Ok(false);
        }
        match self.call_operator_impl(&impls, value, site)? {
            Ok(_) => Ok(true),
            Err((Some(expected), r)) => Err(self.mismatch(value.span, &expected, &r)),
            Err((None, r)) => Err(self.cannot_apply("E0277", op, &target, &r, value.span)),
        }
    }

    /// The operand's type, if it is one of the script's own (an operator trait's impls are
    /// only the script's).
    fn script_operand(&self, ty: &Ty) -> Option<Ty> {
        let ty = self.infer.shallow(ty);
        match &ty {
            Ty::Adt(name, _) if self.items.type_index(name).is_some() => Some(ty),
            _ => None,
        }
    }

    /// The impl among `impls` whose operand `operand` fits (with one impl, `operand` is
    /// checked expecting its type: `v * 2.0` makes the literal an `f64`), its call rewritten
    /// at `site`; else what was expected, if anything, and the operand's type.
    fn call_operator_impl(
        &mut self,
        impls: &[FnSig],
        operand: &Expr,
        site: usize,
    ) -> Checked<Result<FnSig, (Option<Ty>, Ty)>> {
        let expected = match impls {
            [only] => only.params.first().cloned(),
            _ => None,
        };
        let r = self.value(operand, expected.as_ref())?;
        let picked = impls.iter().find(|sig| {
            sig.params
                .first()
                .is_some_and(|p| self.infer.probe_unify(p, &r))
        });
        let Some(sig) = picked else {
            return Ok(Err((expected, r)));
        };
        self.infer.unify(&sig.params[0], &r);
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Script {
                function: sig.script_fn.unwrap_or_default(),
                receiver: None,
            },
        });
        Ok(Ok(sig.clone()))
    }

    /// `a += b` of an immutable local: for the script's type with an `impl AddAssign`, which
    /// takes `&mut a`, rustc's E0596 (a borrow), not the E0384 of a built-in `+=`.
    pub(super) fn compound_on_immutable(
        &self,
        op: BinOp,
        place: &Expr,
        error: ScriptError,
    ) -> ScriptError {
        let (Some("E0384"), ExprKind::Var(name)) = (error.code.as_deref(), &place.kind) else {
            return error;
        };
        let Some(target) = self.expr_type_quiet(place) else {
            return error;
        };
        let overloaded = operator_trait(&super::trait_impls::ASSIGN_TRAITS, op).is_some_and(
            |(trait_name, method)| !self.operator_impls(trait_name, method, &target).is_empty(),
        );
        if !overloaded {
            return error;
        }
        ScriptError::rustc(
            "E0596",
            place.span,
            format!("cannot borrow `{name}` as mutable, as it is not declared as mutable"),
        )
        .with_help(format!("make it mutable: `let mut {name}`"))
    }

    /// `-a` of the script's type with an `impl Neg`: its `neg(a)` (rewritten at `site`), of
    /// the impl's `Output`; `None` for another operand.
    pub(super) fn script_neg(&mut self, operand: &Ty, site: usize) -> Checked<Option<Ty>> {
        let Some(operand) = self.script_operand(operand) else {
            return Ok(None);
        };
        let Some(sig) = self
            .operator_impls("Neg", "neg", &operand)
            .into_iter()
            .next()
        else {
            return Ok(None);
        };
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Script {
                function: sig.script_fn.unwrap_or_default(),
                receiver: None,
            },
        });
        Ok(Some(sig.ret))
    }

    /// The `method`s of the script's impls of `trait_name` for `self_ty`.
    fn operator_impls(&self, trait_name: &str, method: &str, self_ty: &Ty) -> Vec<FnSig> {
        self.items
            .impls
            .iter()
            .filter(|imp| imp.trait_name.as_deref() == Some(trait_name) && imp.self_ty == *self_ty)
            .flat_map(|imp| imp.methods.iter().filter(|m| m.name == method).cloned())
            .collect()
    }

    pub(super) fn comparable(&mut self, l: &Ty, r: &Ty) -> bool {
        let is_text = |infer: &super::infer::Infer, ty: &Ty| {
            infer.deref_steps(ty).iter().any(|s| matches!(s, Ty::Str))
        };
        if is_text(&self.infer, l) && is_text(&self.infer, r) {
            return true;
        }
        if let (Some(l), Some(r)) = (self.path_operand(l), self.path_operand(r)) {
            // std's impls: each of `Path` and `PathBuf` with itself and with the other, and
            // `PathBuf` with `&Path` either way round.
            return match (l, r) {
                ((a, _), (b, _)) if a == b => true,
                ((0, "PathBuf"), (1, "Path")) | ((1, "Path"), (0, "PathBuf")) => true,
                _ => false,
            };
        }
        if self.json_comparable(l, r) {
            return true;
        }
        if let (Some((ls, le)), Some((rs, re))) = (self.sequence(l), self.sequence(r))
            && sequences_compare(ls, rs)
        {
            return self.infer.unify(&le, &re);
        }
        self.infer.unify(l, r)
    }

    /// `Path` or `PathBuf`, and whether it is behind a reference (1) or not (0).
    fn path_operand(&self, ty: &Ty) -> Option<(u8, &'static str)> {
        let named = |ty: &Ty| match self.infer.shallow(ty) {
            Ty::Adt(name, _) if name == "Path" => Some("Path"),
            Ty::Adt(name, _) if name == "PathBuf" => Some("PathBuf"),
            _ => None,
        };
        match self.infer.shallow(ty) {
            Ty::Ref { to, .. } => named(&to).map(|name| (1, name)),
            other => named(&other).map(|name| (0, name)),
        }
    }

    /// A vector, slice or array (or one reference to one): its shape and element type.
    fn sequence(&self, ty: &Ty) -> Option<(Seq, Ty)> {
        use SeqShape::{Array, Deque, Slice, Vec};
        let (referenced, ty) = match self.infer.shallow(ty) {
            Ty::Ref { to, .. } => (true, self.infer.shallow(&to)),
            other => (false, other),
        };
        let (shape, element) = match ty {
            Ty::Adt(name, args) if name == "Vec" => (Vec, args.first()?.clone()),
            Ty::Adt(name, args) if name == "VecDeque" => (Deque, args.first()?.clone()),
            Ty::Slice(of) => (Slice, *of),
            Ty::Array(of, _) => (Array, *of),
            _ => return None,
        };
        Some(((shape, referenced), element))
    }

    /// `l op right` for arithmetic and bit operators; the result's type.
    /// `span` is the whole expression's, `at` the operator's.
    pub(super) fn arithmetic(
        &mut self,
        op: BinOp,
        l: &Ty,
        right: &Expr,
        (span, at): (Span, Span),
    ) -> Checked<Ty> {
        let shift = matches!(op, BinOp::Shl | BinOp::Shr);
        // std implements the operators for `&i32` as for `i32` (`&a % 2`, `a + &b`).
        let l = &self.through_reference(l);
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
        if let Some(ty) = self.time_arithmetic(op, l, right, span)? {
            return Ok(ty);
        }
        if let Some(ty) = self.untyped_operand(op, l, right, span)? {
            return Ok(ty);
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
            return Err(self.cannot_apply("E0369", op, l, &r, at));
        }
        if shift {
            let r = self.value(right, None)?;
            if !matches!(self.infer.shallow(&r), Ty::Int(_) | Ty::IntVar(_)) {
                return Err(self.mismatch(right.span, l, &r));
            }
            return Ok(l.clone());
        }
        let r = self.value(right, Some(l))?;
        let r = self.through_reference(&r);
        if !self.infer.unify(l, &r) {
            let r_numeric = matches!(
                self.infer.shallow(&r),
                Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_)
            );
            if r_numeric {
                return Err(self.mismatch(right.span, l, &r));
            }
            return Err(self.cannot_apply("E0277", op, l, &r, at));
        }
        Ok(l.clone())
    }

    /// `Duration + Duration` and `Duration - Duration` (and `+=`, `-=`): std's `Add`/`Sub`.
    /// std has more operators on `Duration` and `Instant` (`* u32`, `Instant - Instant`…):
    /// not simulated, so not supported rather than rustc's E0369.
    fn time_arithmetic(
        &mut self,
        op: BinOp,
        l: &Ty,
        right: &Expr,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let duration = Ty::adt("Duration", Vec::new());
        let name = match self.infer.shallow(l) {
            Ty::Ref { to, .. } => match self.infer.shallow(&to) {
                Ty::Adt(name, _) => format!("&{name}"),
                _ => return Ok(None),
            },
            Ty::Adt(name, _) => name,
            _ => return Ok(None),
        };
        if !matches!(
            name.trim_start_matches('&'),
            "Duration" | "Instant" | "SystemTime"
        ) {
            return Ok(None);
        }
        let r = self.value(right, Some(&duration))?;
        if name == "Duration"
            && matches!(op, BinOp::Add | BinOp::Sub)
            && self.infer.unify(&r, &duration)
        {
            return Ok(Some(duration));
        }
        let symbol = match op {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            _ => "with an operator",
        };
        Err(ScriptError::new(
            span,
            format!(
                "`{name} {symbol} {}` is not supported by bufscope yet",
                self.infer.resolve(&r)
            ),
        )
        .with_help("`Duration + Duration` and `Duration - Duration` are"))
    }

    /// `&n` of a number is used as the number by the arithmetic operators.
    pub(super) fn through_reference(&self, ty: &Ty) -> Ty {
        match self.infer.shallow(ty) {
            Ty::Ref { to, .. }
                if matches!(
                    self.infer.shallow(&to),
                    Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_)
                ) =>
            {
                self.infer.shallow(&to)
            }
            _ => ty.clone(),
        }
    }

    /// "cannot add `&str` to `{integer}`", with the code rustc gives the case.
    /// rustc's E0369: no impl of `op`'s trait for the left operand's type.
    fn no_operator(&self, op: BinOp, l: &Ty, span: Span) -> ScriptError {
        ScriptError::rustc(
            "E0369",
            span,
            format!(
                "binary operation `{}` cannot be applied to type `{}`",
                op_symbol(op),
                self.infer.resolve(l)
            ),
        )
    }

    /// What rustc says when `op` does not apply to `l` and `r`: "cannot add `&str` to
    /// `{integer}`", "cannot multiply `Vec<{integer}>` by `{integer}`", "no implementation for
    /// `{float} & {float}`".
    fn cannot_apply(&self, code: &str, op: BinOp, l: &Ty, r: &Ty, span: Span) -> ScriptError {
        let (l, r) = (self.infer.resolve(l), self.infer.resolve(r));
        let message = match op {
            BinOp::Add => format!("cannot add `{r}` to `{l}`"),
            BinOp::Sub => format!("cannot subtract `{r}` from `{l}`"),
            BinOp::Mul => format!("cannot multiply `{l}` by `{r}`"),
            BinOp::Div => format!("cannot divide `{l}` by `{r}`"),
            BinOp::Rem => format!("cannot calculate the remainder of `{l}` divided by `{r}`"),
            _ => format!("no implementation for `{l} {} {r}`", op_symbol(op)),
        };
        ScriptError::rustc(code, span, message)
    }

    pub(super) fn compound(&mut self, op: BinOp, ty: &Ty, value: &Expr, span: Span) -> Checked<()> {
        if op == BinOp::Add && self.infer.shallow(ty).is_adt("String") {
            let expected = Ty::reference(false, Ty::Str);
            let r = self.value(value, Some(&expected))?;
            return if self.infer.coerce(&r, &expected) {
                Ok(())
            } else {
                Err(self.mismatch(value.span, &expected, &r))
            };
        }
        // No operator for the type: rustc names the assignment (`+=`), not the operator.
        self.arithmetic(op, ty, value, (span, span))
            .map(|_| ())
            .map_err(|error| match error.code.as_deref() {
                Some("E0369") => ScriptError::rustc(
                    "E0368",
                    span,
                    format!(
                        "binary assignment operation `{}=` cannot be applied to type `{}`",
                        op_symbol(op),
                        self.infer.resolve(ty)
                    ),
                ),
                _ => error,
            })
    }
}

/// The trait of `table` (`OPERATOR_TRAITS`, `ASSIGN_TRAITS`, in `+ - * / %` order) that `op`
/// calls, with its method.
fn operator_trait(
    table: &[(&'static str, &'static str); 5],
    op: BinOp,
) -> Option<(&'static str, &'static str)> {
    [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Rem]
        .iter()
        .position(|each| *each == op)
        .map(|i| table[i])
}

/// The operator as written.
fn op_symbol(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::Rem => "%",
        BinOp::And => "&&",
        BinOp::Or => "||",
        BinOp::BitAnd => "&",
        BinOp::BitOr => "|",
        BinOp::BitXor => "^",
        BinOp::Shl => "<<",
        BinOp::Shr => ">>",
        BinOp::Eq => "==",
        BinOp::Ne => "!=",
        BinOp::Lt => "<",
        BinOp::Le => "<=",
        BinOp::Gt => ">",
        BinOp::Ge => ">=",
    }
}

/// A sequence type's shape: what it is, and whether it is behind a reference.
type Seq = (SeqShape, bool);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SeqShape {
    Vec,
    Slice,
    Array,
    Deque,
}

/// Whether std has `PartialEq` between the two shapes (alloc's and core's impls between
/// `Vec`, `[T]`, `[T; N]` and references to them; `&A == &B` when `A == B`).
fn sequences_compare((l, l_ref): Seq, (r, r_ref): Seq) -> bool {
    use SeqShape::{Array, Deque, Slice, Vec};
    if l == Deque || r == Deque {
        // alloc's impls for a `VecDeque` on the left only: with a `VecDeque`, a `Vec`, an
        // array, and a reference to a slice or an array.
        return match (l_ref, r_ref) {
            (false, false) | (true, true) => matches!((l, r), (Deque, Deque | Vec | Array)),
            (false, true) => matches!((l, r), (Deque, Slice | Array)),
            (true, false) => false,
        };
    }
    match (l_ref, r_ref) {
        // `&A == &B` needs `A == B`: any two shapes of unsized-or-not sequences.
        (true, true) => true,
        (false, false) => matches!(
            (l, r),
            (Vec, Vec)
                | (Vec, Slice)
                | (Vec, Array)
                | (Slice, Vec)
                | (Slice, Slice)
                | (Slice, Array)
                | (Array, Array)
                | (Array, Slice)
        ),
        // `Vec<T> == &[U]`, `Vec<T> == &[U; N]`, `[T; N] == &[U]`.
        (false, true) => matches!((l, r), (Vec, Slice) | (Vec, Array) | (Array, Slice)),
        // `&[T] == Vec<U>`, `&[T] == [U; N]`.
        (true, false) => matches!((l, r), (Slice, Vec) | (Slice, Array)),
    }
}
