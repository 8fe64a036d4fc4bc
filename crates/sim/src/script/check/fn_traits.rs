//! The `Fn`, `FnMut` and `FnOnce` traits: a script function's generic parameter bounded by
//! one (`fn apply<F: Fn(i32) -> i32>(f: F)`, or `where F: FnOnce()`), and `impl Fn(…)` as a
//! parameter's or the return type. In the body such a parameter is called by name like a
//! kept closure (`closure_locals.rs`), as its bound says: an `FnMut` through a `mut` binding
//! (rustc's E0596 otherwise), an `FnOnce` once (E0382 at a second call). A call passes a
//! closure written there, a kept closure, such a parameter or a function named there; a kept
//! closure whose body changes what it captures is not an `Fn`, one that gives it away only
//! an `FnOnce` (rustc's E0525). A function returning `impl Fn(…)` returns a closure that takes
//! what it captures (`move`), of no references.
//!
//! Refused as not supported: such a bound beside another one or inside another type
//! (`&F`, `Vec<F>`), other generic parameters beside it, a closure written in the call that
//! changes or gives away what it captures where the bound forbids it, or that returns
//! another type than the bound's, and anything the kept closures do not follow.

use super::super::error::ScriptError;
use super::super::ir::{ClosureDef, Expr, ExprKind};
use super::super::ty::Ty;
use super::borrows::Access;
use super::callable_types::{
    Signature, is_callable, is_opaque, kept_closure_at, not_supported, signature_of, trait_name,
};
use super::rewrites::Site;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// A call of a script function with a parameter bounded by an `Fn` trait: its result;
    /// `None` for a function without one.
    pub(super) fn callable_call(
        &mut self,
        signature: &super::Signature,
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        if !signature.params.iter().any(is_callable) {
            return Ok(None);
        }
        if signature
            .generics
            .iter()
            .any(|(_, bound)| !is_callable(bound))
        {
            return Err(not_supported(
                span,
                "a function with an `Fn` bound and another generic parameter",
            ));
        }
        let callables: Vec<&Ty> = signature.params.iter().filter(|p| is_callable(p)).collect();
        if (1..callables.len()).any(|i| callables[..i].contains(&callables[i])) {
            // rustc makes both arguments one type: two closures are two types (E0308).
            return Err(not_supported(
                span,
                "a function with two parameters of one `Fn`-bounded type",
            ));
        }
        for (arg, param) in args.iter().zip(&signature.params) {
            if is_callable(param) {
                self.pass_callable(arg, param, span)?;
                if args.len() > 1 && !self.holds_only_copies(arg) {
                    // What it borrows or takes would be so while the other arguments are
                    // evaluated, which these loans do not follow.
                    return Err(not_supported(
                        arg.span,
                        "a closure that borrows or takes variables, written in a call beside other arguments",
                    ));
                }
            } else {
                self.argument(arg, param)?;
            }
        }
        Ok(Some(signature.ret.clone()))
    }

    /// A kept closure that gives away what it captures (`FnOnce`), passed by name to a std
    /// method that may call it again (rustc's E0525 where the method takes an `FnMut`,
    /// which bufscope's table does not tell from an `Fn`).
    pub(super) fn no_once_closure_to_std(&self, arg: &Expr) -> Checked<()> {
        if let ExprKind::Var(name) = &arg.kind
            && let Some(local) = self.lookup(name)
            && signature_of(&self.infer.resolve(&self.locals[local].ty)).is_some_and(|s| s.once)
        {
            return Err(not_supported(
                arg.span,
                "a closure that gives away what it captures, passed by name to a std method that may call it again",
            ));
        }
        Ok(())
    }

    /// A kept closure that holds what it captured and is not `Copy`: it leaves its variable
    /// when passed by value (its captures' rewrite says so).
    pub(super) fn owning_closure(&mut self, closure: &Expr) {
        let at = super::expr_address::address(closure);
        let Some(rewrite) = self.rewrites.iter_mut().rev().find(|r| r.expr == at) else {
            return;
        };
        if let Site::MoveCaptures(names) | Site::ByValueCaptures(names) = &mut rewrite.site {
            rewrite.site = Site::OwningCaptures(std::mem::take(names));
        }
    }

    /// Whether `arg` is no closure written there, or one that captures nothing, or a `move`
    /// one that captures only `Copy` values (it holds copies, no loans).
    fn holds_only_copies(&self, arg: &Expr) -> bool {
        let ExprKind::Closure(def) = &arg.kind else {
            return true;
        };
        let captured = self.borrows.captured_by(arg);
        captured.is_empty()
            || (def.is_move
                && captured
                    .iter()
                    .all(|&(local, _)| self.infer.is_copy(&self.locals[local].ty)))
    }

    /// `arg` passed where `wanted` (an `Fn` bound) goes, in the call at `call`.
    fn pass_callable(&mut self, arg: &Expr, wanted: &Ty, call: Span) -> Checked<()> {
        let want = signature_of(wanted).expect("a callable type");
        if let ExprKind::Closure(def) = &arg.kind {
            // rustc points at the call where a closure written there takes other arguments.
            let ret = self.closure_as(arg, def, &want, call)?;
            return self.same_result(arg.span, &ret, &want.ret);
        }
        if let ExprKind::Var(name) = &arg.kind
            && let Some(local) = self.lookup(name)
            && let Some(has) = signature_of(&self.infer.resolve(&self.locals[local].ty))
        {
            let written_at = kept_closure_at(&self.infer.resolve(&self.locals[local].ty));
            let weaker = weaker(&has, &want);
            if weaker && let Some(written_at) = written_at {
                // rustc points at the closure, where its body makes it what it is.
                return Err(ScriptError::rustc(
                    "E0525",
                    written_at,
                    format!(
                        "expected a closure that implements the `{}` trait, but this closure only implements `{}`",
                        trait_name(&want),
                        trait_name(&has)
                    ),
                ));
            }
            if weaker {
                return Err(not_supported(
                    arg.span,
                    "passing a weaker `Fn` bound's value",
                ));
            }
            let ret = self
                .kept_closure_passed(arg, &want.params)?
                .expect("a callable local");
            return self.same_result(arg.span, &ret, &want.ret);
        }
        match self.function_as_closure(arg, &want.params) {
            Ok(Some(ret)) => return self.same_result(arg.span, &ret, &want.ret),
            Ok(None) => {}
            // The closure standing for the function passes the bound's arguments to it.
            Err(error) if error.code.as_deref() == Some("E0308") => {
                return Err(ScriptError::rustc(
                    "E0631",
                    arg.span,
                    "type mismatch in function arguments",
                )
                .with_help(
                    "a function passed by name takes the very argument types of its `Fn` bound",
                ));
            }
            Err(error) if error.code.is_some() && error.code.as_deref() != Some("E0631") => {
                return Err(not_supported(
                    arg.span,
                    "a function passed by name that does not fit its `Fn` bound",
                ));
            }
            Err(error) => return Err(error),
        }
        // A call giving an `impl Fn(…)` (`apply(make_adder(1))`): a value of its own, which
        // borrows nothing (`check_signature`).
        if let ExprKind::Call { .. } = &arg.kind {
            let made = self.value(arg, None)?;
            if let Some(has) = signature_of(&self.infer.resolve(&made))
                && !weaker(&has, &want)
                && has.params.len() == want.params.len()
                && has
                    .params
                    .iter()
                    .zip(&want.params)
                    .all(|(h, w)| self.infer.unify(h, w))
            {
                return self.same_result(arg.span, &has.ret, &want.ret);
            }
        }
        Err(not_supported(
            arg.span,
            "passing this where an `Fn` bound goes",
        ))
    }

    fn same_result(&mut self, at: Span, produced: &Ty, wanted: &Ty) -> Checked<()> {
        if self.infer.unify(produced, wanted) {
            return Ok(());
        }
        Err(not_supported(
            at,
            "a closure returning another type than its `Fn` bound's",
        ))
    }

    /// A closure written where `want` goes: its body checked with the bound's parameters,
    /// what it captures as the bound allows; its result type.
    fn closure_as(
        &mut self,
        arg: &Expr,
        def: &ClosureDef,
        want: &Signature,
        call: Span,
    ) -> Checked<Ty> {
        if def.params.len() != want.params.len() {
            return Err(super::closures::wrong_closure_arity(
                call,
                want.params.len(),
                def.params.len(),
            ));
        }
        // A written result type is checked against the bound's after the body.
        let expected = def.ret.is_none().then_some(&want.ret);
        let (checked, captured) =
            self.capturing(|me| me.closure_body_returning(def, &want.params, expected));
        let ret = checked?;
        for &(local, access) in &captured {
            let gives_away = access == Access::Move && !self.infer.is_copy(&self.locals[local].ty);
            let changes = matches!(access, Access::MutBorrow | Access::Assign);
            if (gives_away && !want.once) || (changes && !want.mutates) {
                return Err(not_supported(
                    arg.span,
                    "a closure written in the call that changes or gives away what it captures beyond its `Fn` bound",
                ));
            }
        }
        self.move_captures(arg, def, &captured);
        if !def.is_move {
            self.by_value_captures(arg, &captured)?;
        }
        let mut taken: Vec<usize> = Vec::new();
        for &(local, access) in &captured {
            let ty = self.locals[local].ty.clone();
            if (def.is_move || access == Access::Move)
                && !self.infer.is_copy(&ty)
                && !taken.contains(&local)
            {
                taken.push(local);
                self.access(local, Access::Move, arg.span);
                self.flow.move_out((local, None), arg.span);
            }
        }
        self.borrows.keep_captures(arg, captured);
        Ok(ret)
    }

    /// A closure written where an `impl Fn(…)` is returned (`expected`): its type; `None`
    /// where no such type is expected.
    pub(super) fn returned_closure(
        &mut self,
        expr: &Expr,
        expected: Option<&Ty>,
    ) -> Checked<Option<Ty>> {
        let Some(expected) = expected.map(|ty| self.infer.resolve(ty)) else {
            return Ok(None);
        };
        let ExprKind::Closure(def) = &expr.kind else {
            return Ok(None);
        };
        if !is_opaque(&expected) {
            return Ok(None);
        }
        let want = signature_of(&expected).expect("a callable type");
        if def.params.len() != want.params.len() {
            return Err(not_supported(
                expr.span,
                "returning a closure of another number of parameters than its `impl Fn`",
            ));
        }
        let ret = self.closure_as(expr, def, &want, expr.span)?;
        let captured = self.borrows.captured_by(expr).to_vec();
        if !captured.is_empty() && !def.is_move {
            return Err(not_supported(
                expr.span,
                "returning a closure that borrows what it captures",
            ));
        }
        if captured
            .iter()
            .any(|&(local, _)| self.holds_reference(&self.locals[local].ty))
        {
            return Err(not_supported(
                expr.span,
                "returning a closure that holds a reference",
            ));
        }
        self.same_result(expr.span, &ret, &want.ret)?;
        Ok(Some(expected))
    }

    /// A closure not written `move` whose body gives away a captured value (`FnOnce`)
    /// takes that value when it is made; the interpreter then makes it as a `move` closure,
    /// which is exact when all else it captures is `Copy` and only read.
    pub(super) fn by_value_captures(
        &mut self,
        closure: &Expr,
        captured: &[(usize, Access)],
    ) -> Checked<()> {
        let by_value = |checker: &Self, (local, access): (usize, Access)| {
            access == Access::Move && !checker.infer.is_copy(&checker.locals[local].ty)
        };
        let strongest = |local: usize| {
            captured
                .iter()
                .filter(|(l, _)| *l == local)
                .map(|&(_, a)| a)
                .max()
                .unwrap_or(Access::Read)
        };
        if !captured
            .iter()
            .any(|&c| by_value(self, (c.0, strongest(c.0))))
        {
            return Ok(());
        }
        let mut names: Vec<String> = Vec::new();
        for &(local, _) in captured {
            let access = strongest(local);
            let copy_read = matches!(access, Access::Read | Access::Move)
                && self.infer.is_copy(&self.locals[local].ty);
            if !by_value(self, (local, access)) && !copy_read {
                return Err(not_supported(
                    closure.span,
                    "a closure that gives away one value it captures and borrows another that is not `Copy` or that it changes",
                ));
            }
            let name = &self.locals[local].name;
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
        self.rewrites.push(super::rewrites::Rewrite {
            expr: super::expr_address::address(closure),
            site: Site::ByValueCaptures(names),
        });
        Ok(())
    }
}

/// Whether a callable of signature `has` lacks a trait `want` needs (an `FnMut` where an `Fn`
/// goes, an `FnOnce` where either goes).
fn weaker(has: &Signature, want: &Signature) -> bool {
    (has.once && !want.once) || (has.mutates && !want.mutates)
}
