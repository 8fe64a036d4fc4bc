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
use super::closure_locals::{Signature, callable_type, signature_of};
use super::types::{TypeScope, written_type};
use super::{Checked, Checker};
use crate::script::source::span_of;
use crate::trace::Span;

/// How an `impl Fn(…)`'s type is named (after `{closure@`): each one a type of its own.
const OPAQUE: &str = "impl ";

fn not_supported(span: Span, what: &str) -> ScriptError {
    ScriptError::new(span, format!("{what} is not supported by bufscope yet")).with_help(
        "a generic `F: Fn(…)`, `FnMut(…)` or `FnOnce(…)` is supported as a parameter's whole type, given a closure, a kept closure or a function by name",
    )
}

/// `Fn(A, B) -> R`, `FnMut(…)`, `FnOnce(…)` (bare or as `std::ops::…`) as the type it bounds,
/// named `name`; `None` for any other trait.
pub(super) fn callable_bound(
    path: &syn::Path,
    name: &str,
    scope: TypeScope<'_>,
) -> Option<Checked<Ty>> {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let last = match segments.as_slice() {
        [one] => one.as_str(),
        [root, ops, one] if (root == "std" || root == "core") && ops == "ops" => one.as_str(),
        _ => return None,
    };
    if !matches!(last, "Fn" | "FnMut" | "FnOnce") || scope.imports.full_path(&segments[..1]).is_some_and(|full| !full.starts_with("std::") && !full.starts_with("core::")) {
        return None;
    }
    let syn::PathArguments::Parenthesized(args) = &path.segments.last()?.arguments else {
        return None;
    };
    let mut no_inference = None;
    let mut typed = || -> Checked<Ty> {
        let params = args
            .inputs
            .iter()
            .map(|input| written_type(input, scope, &mut no_inference))
            .collect::<Checked<Vec<Ty>>>()?;
        let ret = match &args.output {
            syn::ReturnType::Default => Ty::Unit,
            syn::ReturnType::Type(_, ty) => written_type(ty, scope, &mut None)?,
        };
        let is_callable = |t: &Ty| signature_of(t).is_some();
        if ret.contains(&is_callable) || params.iter().any(|p| p.contains(&is_callable)) {
            return Err(not_supported(span_of(path), "an `Fn` bound taking or giving a closure"));
        }
        if super::borrows::holds_reference(&ret) {
            return Err(not_supported(span_of(path), "an `Fn` bound that returns a reference"));
        }
        let guessed = vec![false; params.len()];
        Ok(callable_type(
            name,
            Signature {
                params,
                ret,
                mutates: last != "Fn",
                copy: false,
                guessed,
                once: last == "FnOnce",
            },
        ))
    };
    Some(typed())
}

/// `impl Fn(…)` (its only bound): the type it stands for, one of its own; `None` for another
/// `impl Trait`.
pub(super) fn opaque_callable(
    written: &syn::TypeImplTrait,
    scope: TypeScope<'_>,
) -> Option<Checked<Ty>> {
    let syn::TypeParamBound::Trait(bound) = written.bounds.first()? else {
        return None;
    };
    let at = span_of(written);
    let name = format!("{OPAQUE}{}:{}", at.line, at.column);
    let ty = callable_bound(&bound.path, &name, scope)?;
    if written.bounds.len() > 1 {
        return Some(Err(not_supported(at, "an `impl Fn` with another bound")));
    }
    Some(ty)
}

/// Whether `ty` is a generic parameter's or an `impl Fn`'s type bounded by an `Fn` trait, or
/// a kept closure's.
pub(super) fn is_callable(ty: &Ty) -> bool {
    signature_of(ty).is_some()
}

fn is_opaque(ty: &Ty) -> bool {
    matches!(ty, Ty::Adt(name, _) if name.strip_prefix("{closure@").is_some_and(|rest| rest.starts_with(OPAQUE)))
}

/// Where a kept closure is written, read from its type's name (`{closure@LINE:COLUMN}`);
/// `None` for another type.
fn kept_closure_at(ty: &Ty) -> Option<Span> {
    let Ty::Adt(name, _) = ty else {
        return None;
    };
    let (line, column) = name
        .strip_prefix("{closure@")?
        .strip_suffix('}')?
        .split_once(':')?;
    Some(Span {
        line: line.parse().ok()?,
        column: column.parse().ok()?,
        ..Span::default()
    })
}

fn trait_name(sig: &Signature) -> &'static str {
    match (sig.once, sig.mutates) {
        (true, _) => "FnOnce",
        (false, true) => "FnMut",
        (false, false) => "Fn",
    }
}

/// Where a signature may hold such a type: a parameter's whole type; the return type's whole
/// type, and then in a function whose parameters hold no reference and no such type (the
/// closure returned would borrow them).
pub(super) fn check_signature(params: &[Ty], ret: &Ty, at: Span) -> Checked<()> {
    let inside = |ty: &Ty| !is_callable(ty) && ty.contains(&is_callable);
    if params.iter().any(inside) || inside(ret) {
        return Err(not_supported(at, "an `Fn` bound inside another type"));
    }
    if is_callable(ret)
        && params
            .iter()
            .any(|p| is_callable(p) || super::borrows::holds_reference(p))
    {
        return Err(not_supported(
            at,
            "returning `impl Fn` from a function that takes a reference or a closure",
        ));
    }
    Ok(())
}

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
        if signature.generics.iter().any(|(_, bound)| !is_callable(bound)) {
            return Err(not_supported(
                span,
                "a function with an `Fn` bound and another generic parameter",
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

    /// Whether `arg` is no closure written there, or one that captures nothing, or a `move`
    /// one that captures only `Copy` values (it holds copies, no loans).
    fn holds_only_copies(&self, arg: &Expr) -> bool {
        let ExprKind::Closure(def) = &arg.kind else {
            return true;
        };
        let key = std::ptr::from_ref::<Expr>(arg) as usize;
        let captured = self.borrows.captures.get(&key).map_or(&[][..], Vec::as_slice);
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
            let weaker = (has.once && !want.once) || (has.mutates && !want.mutates);
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
                return Err(not_supported(arg.span, "passing a weaker `Fn` bound's value"));
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
                .with_help("a function passed by name takes the very argument types of its `Fn` bound"));
            }
            Err(error) if error.code.is_some() && error.code.as_deref() != Some("E0631") => {
                return Err(not_supported(
                    arg.span,
                    "a function passed by name that does not fit its `Fn` bound",
                ));
            }
            Err(error) => return Err(error),
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
        self.borrows.capturing.push((self.locals.len(), Vec::new()));
        // A written result type is checked against the bound's after the body.
        let expected = def.ret.is_none().then_some(&want.ret);
        let checked = self.closure_body_returning(def, &want.params, expected);
        let captured = self
            .borrows
            .capturing
            .pop()
            .map(|(_, captured)| captured)
            .unwrap_or_default();
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
        let key = std::ptr::from_ref::<Expr>(arg) as usize;
        self.borrows.captures.insert(key, captured);
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
        let key = std::ptr::from_ref::<Expr>(expr) as usize;
        let captured = self.borrows.captures.get(&key).cloned().unwrap_or_default();
        if !captured.is_empty() && !def.is_move {
            return Err(not_supported(
                expr.span,
                "returning a closure that borrows what it captures",
            ));
        }
        if captured
            .iter()
            .any(|&(local, _)| super::borrows::holds_reference(&self.infer.resolve(&self.locals[local].ty)))
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
        if !captured.iter().any(|&c| by_value(self, (c.0, strongest(c.0)))) {
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
            expr: super::expr::address(closure),
            site: super::rewrites::Site::ByValueCaptures(names),
        });
        Ok(())
    }
}
