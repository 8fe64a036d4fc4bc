//! Closures, and the std methods that take them: iterator adapters and consumers, and the
//! `Option`/`Result` combinators. A closure is checked where it is passed, against the
//! parameter types the method gives it (as rustc infers a closure's signature from the bound
//! it is passed to); its body sees the enclosing locals, which it borrows or (with `move`)
//! takes.
//!
//! Adapters make `IterAdapter<Item>` (rustc's `Map<I, F>`, `Filter<I, P>`…, named in messages
//! as `impl Iterator<Item = …>`); what `collect` and `sum` build is `collect.rs`'s.

use super::super::error::ScriptError;
use super::super::ir::{Block, ClosureDef, Expr, ExprKind};
use super::super::known::COMBINATORS;
use super::super::ty::Ty;
use super::infer::Implements;
use super::require::forwarded;
use super::{Checked, Checker};
use crate::trace::Span;

/// Iterator methods this module types (the others come from the table).
pub const ITERATOR_METHODS: &[&str] = &[
    "map",
    "filter",
    "inspect",
    "filter_map",
    "map_while",
    "scan",
    "take",
    "skip",
    "step_by",
    "take_while",
    "skip_while",
    "chain",
    "zip",
    "rev",
    "copied",
    "cloned",
    "flat_map",
    "flatten",
    "peekable",
    "collect",
    "sum",
    "product",
    "min",
    "max",
    "min_by_key",
    "max_by_key",
    "min_by",
    "max_by",
    "last",
    "nth",
    "fold",
    "any",
    "all",
    "find",
    "position",
    "for_each",
    "partition",
];

/// Iterator methods that borrow the iterator (`&mut self`) though [`ITERATOR_METHODS`] lists
/// them; every other method there takes it by value.
pub const ITERATOR_BORROWING: &[&str] = &["nth", "find", "any", "all", "position"];

/// rustc's E0593: a closure of `takes` parameters where one of `expected` goes.
pub(super) fn wrong_closure_arity(at: Span, expected: usize, takes: usize) -> ScriptError {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    ScriptError::rustc(
        "E0593",
        at,
        format!(
            "closure is expected to take {expected} argument{}, but it takes {takes} argument{}",
            plural(expected),
            plural(takes),
        ),
    )
}

/// The first part of a written type (itself, or one inside it: a tuple's, a slice's, a
/// reference's, a generic argument) that `wanted` picks.
pub(super) fn written_part<'t>(
    ty: &'t syn::Type,
    wanted: &dyn Fn(&syn::Type) -> bool,
) -> Option<&'t syn::Type> {
    if wanted(ty) {
        return Some(ty);
    }
    match ty {
        syn::Type::Reference(r) => written_part(&r.elem, wanted),
        syn::Type::Tuple(tuple) => tuple.elems.iter().find_map(|t| written_part(t, wanted)),
        syn::Type::Slice(slice) => written_part(&slice.elem, wanted),
        syn::Type::Array(array) => written_part(&array.elem, wanted),
        syn::Type::Paren(inner) => written_part(&inner.elem, wanted),
        syn::Type::Path(path) => path.path.segments.iter().find_map(|segment| {
            let syn::PathArguments::AngleBracketed(args) = &segment.arguments else {
                return None;
            };
            args.args.iter().find_map(|arg| match arg {
                syn::GenericArgument::Type(t) => written_part(t, wanted),
                _ => None,
            })
        }),
        _ => None,
    }
}

/// rustc's E0562 for `impl Trait` written where only a function's signature may have it:
/// in `place` (`closure parameters`, `the type of variable bindings`…).
pub(super) fn no_impl_trait(written: &syn::Type, place: &str) -> Checked<()> {
    let is_impl = |part: &syn::Type| matches!(part, syn::Type::ImplTrait(_));
    match written_part(written, &is_impl) {
        Some(part) => Err(ScriptError::rustc(
            "E0562",
            super::super::source::span_of(part),
            format!("`impl Trait` is not allowed in {place}"),
        )),
        None => Ok(()),
    }
}

impl Checker<'_> {
    /// A closure passed where a function taking `params` is expected, which may be called
    /// more than once (`FnMut`: an iterator's adapters, sorts); its body's type.
    pub(super) fn closure(&mut self, arg: &Expr, params: &[Ty]) -> Checked<Ty> {
        self.closure_of(arg, params, false)
    }

    /// A closure called at most once (`FnOnce`: `Option`/`Result` combinators, entries).
    pub(super) fn closure_once(&mut self, arg: &Expr, params: &[Ty]) -> Checked<Ty> {
        self.closure_of(arg, params, true)
    }

    fn closure_of(&mut self, arg: &Expr, params: &[Ty], once: bool) -> Checked<Ty> {
        let ExprKind::Closure(def) = &arg.kind else {
            if !once {
                self.no_once_closure_to_std(arg)?;
            }
            if let Some(produced) = self.kept_closure_passed(arg, params)? {
                return Ok(produced);
            }
            if let Some(produced) = self.function_as_closure(arg, params)? {
                return Ok(produced);
            }
            return Err(ScriptError::new(
                arg.span,
                "passing a function or a variable here is not supported by bufscope yet",
            )
            .with_help("write a closure in place: `|x| …`"));
        };
        if def.params.len() != params.len() {
            return Err(wrong_closure_arity(
                arg.span,
                params.len(),
                def.params.len(),
            ));
        }
        let (checked, captured) = self.capturing(|me| me.closure_body(def, params));
        if !once && checked.is_ok() {
            self.no_moves_out_of_captures(&captured)?;
        }
        self.move_captures(arg, def, &captured);
        self.borrows.keep_captures(arg, captured);
        checked
    }

    /// A closure that may run again cannot give away what it captured: rustc's E0507 where
    /// the body moves it (`|r| { names.push(label); … }` passed to `sort_by_key`).
    pub(super) fn no_moves_out_of_captures(
        &self,
        captured: &[(usize, super::borrows::Access)],
    ) -> Checked<()> {
        for &(local, access) in captured {
            let ty = &self.locals[local].ty;
            if access != super::borrows::Access::Move || self.infer.is_copy(ty) {
                continue;
            }
            let name = &self.locals[local].name;
            let at = self.flow.moved(local).unwrap_or_default();
            return Err(ScriptError::rustc(
                "E0507",
                at,
                format!("cannot move out of `{name}`, a captured variable in an `FnMut` closure"),
            )
            .with_help(format!("move a clone instead: `{name}.clone()`")));
        }
        Ok(())
    }

    /// Tells the interpreter what a `move` closure takes: the locals its body used.
    pub(super) fn move_captures(
        &mut self,
        closure: &Expr,
        def: &ClosureDef,
        captured: &[(usize, super::borrows::Access)],
    ) {
        if !def.is_move {
            return;
        }
        let mut names: Vec<String> = Vec::new();
        for &(local, _) in captured {
            let name = &self.locals[local].name;
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
        self.rewrites.push(super::rewrites::Rewrite {
            expr: super::expr_address::address(closure),
            site: super::rewrites::Site::MoveCaptures(names),
        });
    }

    /// A closure's parameters and body, checked in its scope.
    pub(super) fn closure_body(&mut self, def: &ClosureDef, params: &[Ty]) -> Checked<Ty> {
        self.closure_body_returning(def, params, None)
    }

    /// A closure's parameters and body, its result of type `expected` where that is known
    /// before the body (an `Fn(…) -> R` bound's `R`).
    pub(super) fn closure_body_returning(
        &mut self,
        def: &ClosureDef,
        params: &[Ty],
        expected: Option<&Ty>,
    ) -> Checked<Ty> {
        self.scopes.push(Vec::new());
        for ((pat, written), ty) in def.params.iter().zip(params) {
            if let Some(written) = written {
                no_impl_trait(written, "closure parameters")?;
                let declared = self.written_in_body(written)?;
                if !self.infer.unify(&declared, ty) {
                    return Err(ScriptError::rustc(
                        "E0631",
                        pat.span,
                        "type mismatch in closure arguments",
                    )
                    .with_help(format!(
                        "the closure gets `{}` here, but its parameter is declared `{}`",
                        self.infer.resolve(ty),
                        self.infer.resolve(&declared)
                    )));
                }
            }
            let mut bindings = Vec::new();
            self.pattern(pat, ty, None, &mut bindings)?;
            if !super::patterns::irrefutable(pat) {
                return Err(ScriptError::rustc(
                    "E0005",
                    pat.span,
                    "refutable pattern in closure argument",
                ));
            }
            for binding in bindings {
                self.declare(&binding.name, binding.ty, binding.mutable, false, pat.span);
            }
        }
        // `return` in the body leaves the closure, not the function; loops outside it are
        // not its loops.
        let ret = expected.cloned().unwrap_or_else(|| self.infer.fresh());
        if let Some(written) = &def.ret {
            no_impl_trait(written, "closure return types")?;
            // `|i: i32| -> i32 { … }`: the body is checked against the written type.
            let declared = self.written_in_body(written)?;
            self.infer.unify(&ret, &declared);
        }
        let saved_ret = std::mem::replace(&mut self.ret, ret.clone());
        let saved_loops = std::mem::take(&mut self.loops);
        let saved_flow = self.flow.clone();
        let body = self.value(&def.body, Some(&ret));
        self.ret = saved_ret;
        self.loops = saved_loops;
        let body = body?;
        // The closure may run any number of times, or never: what its body made unreachable
        // (a `return`) does not make the code after the call unreachable.
        self.flow.reachable = saved_flow.reachable;
        self.scopes.pop();
        if !matches!(self.infer.shallow(&body), Ty::Never) && !self.infer.coerce(&body, &ret) {
            // rustc points at the block's tail, as for a function's body.
            let at = match &def.body.kind {
                ExprKind::Block(Block {
                    tail: Some(tail), ..
                }) => tail.span,
                _ => def.body.span,
            };
            return Err(self.mismatch(at, &ret, &body));
        }
        Ok(self.infer.resolve(&ret))
    }

    /// A closure that answers `bool`.
    pub(super) fn predicate(&mut self, arg: &Expr, param: &Ty) -> Checked<()> {
        let produced = self.closure(arg, std::slice::from_ref(param))?;
        if self.infer.coerce(&produced, &Ty::Bool) {
            Ok(())
        } else {
            Err(self.mismatch(arg.span, &Ty::Bool, &produced))
        }
    }

    pub(super) fn require_ord(&mut self, ty: &Ty, span: Span) -> Checked<()> {
        let resolved = self.infer.resolve(ty);
        let own_type = matches!(forwarded(&resolved, "Ord"), Ty::Adt(name, _) if self.items.get(name).is_some());
        let ok = match &resolved {
            // The script's types are `Ord` when they derive it.
            _ if own_type => self.infer.implements(&resolved, "Ord") == Implements::Yes,
            Ty::Ref { to, .. } => !matches!(**to, Ty::Float(_) | Ty::FloatVar(_)),
            Ty::Float(_) | Ty::FloatVar(_) => false,
            _ => true,
        };
        if ok {
            Ok(())
        } else {
            Err(ScriptError::rustc(
                "E0277",
                span,
                format!(
                    "the trait bound `{}: Ord` is not satisfied",
                    forwarded(&resolved, "Ord")
                ),
            ))
        }
    }

    /// `v.sort_by_key(|x| key)`: a closure over `&T` that gives an `Ord` key;
    /// `v.sort_by(|a, b| order)`: one over two `&T` that gives an `Ordering`;
    /// `v.retain(|x| keep)`: one that answers `bool`.
    pub(super) fn slice_closure_method(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
        if !matches!(
            method,
            "sort_by_key"
                | "sort_unstable_by_key"
                | "sort_by"
                | "sort_unstable_by"
                | "retain"
                | "retain_mut"
                | "dedup_by_key"
                | "dedup_by"
        ) {
            return Ok(None);
        }
        // `Vec`'s own, which a slice does not have.
        let of_vec = || {
            self.infer
                .deref_steps(recv_ty)
                .iter()
                .any(|step| step.is_adt("Vec"))
        };
        if matches!(
            method,
            "retain" | "retain_mut" | "dedup_by_key" | "dedup_by"
        ) && !of_vec()
        {
            return Ok(None);
        }
        let element = self
            .infer
            .deref_steps(recv_ty)
            .into_iter()
            .find_map(|step| match step {
                Ty::Slice(of) => Some(*of),
                _ => None,
            });
        let (Some(element), [f]) = (element, args) else {
            return Ok(None);
        };
        self.require_mutable_receiver(recv_ty, receiver)?;
        if method == "retain" {
            self.predicate(f, &Ty::reference(false, element))?;
            return Ok(Some(Ty::Unit));
        }
        let mutable_item = Ty::reference(true, element.clone());
        match method {
            "retain_mut" => {
                self.predicate(f, &mutable_item)?;
                return Ok(Some(Ty::Unit));
            }
            "dedup_by" => {
                // `same_bucket(current, previous kept)`.
                let produced = self.closure(f, &[mutable_item.clone(), mutable_item])?;
                if !self.infer.coerce(&produced, &Ty::Bool) {
                    return Err(self.mismatch(f.span, &Ty::Bool, &produced));
                }
                return Ok(Some(Ty::Unit));
            }
            "dedup_by_key" => {
                let key = self.closure(f, &[mutable_item])?;
                self.require(&key, "PartialEq", f.span, false)?;
                return Ok(Some(Ty::Unit));
            }
            _ => {}
        }
        if matches!(method, "sort_by" | "sort_unstable_by") {
            let item = Ty::reference(false, element);
            let produced = self.closure(f, &[item.clone(), item])?;
            let ordering = Ty::adt("Ordering", Vec::new());
            if !self.infer.coerce(&produced, &ordering) {
                return Err(self.mismatch(f.span, &ordering, &produced));
            }
            return Ok(Some(Ty::Unit));
        }
        let key = self.closure(f, &[Ty::reference(false, element)])?;
        self.require_ord(&key, f.span)?;
        Ok(Some(Ty::Unit))
    }

    /// `Option`/`Result` methods that take a closure.
    pub(super) fn combinator(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        if !COMBINATORS.contains(&method) {
            return Ok(None);
        }
        let resolved = self.infer.resolve(recv_ty);
        if method == "then_with" && resolved.is_adt("Ordering") {
            // `Ordering::then_with`: the closure runs only for `Equal`, and gives the order.
            let [f] = args else {
                return Err(super::calls::wrong_argument_count(
                    "method",
                    1,
                    args.len(),
                    span,
                ));
            };
            let produced = self.closure_once(f, &[])?;
            if !self.infer.unify(&produced, &resolved) {
                return Err(self.mismatch(f.span, &resolved, &produced));
            }
            return Ok(Some(resolved));
        }
        let (inner, error) = match &resolved {
            Ty::Adt(name, args) if name == "Option" => (args[0].clone(), None),
            Ty::Adt(name, args) if name == "Result" => (args[0].clone(), Some(args[1].clone())),
            _ => return Ok(None),
        };
        if !self.infer.is_copy(&resolved) {
            self.move_out_of(receiver, &resolved)?;
        }
        let wrong_count =
            |n: usize| super::calls::wrong_argument_count("method", n, args.len(), span);
        let ty = match (method, &error) {
            ("map", _) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, std::slice::from_ref(&inner))?;
                match error {
                    None => Ty::option(produced),
                    Some(e) => Ty::result(produced, e),
                }
            }
            ("and_then", _) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, std::slice::from_ref(&inner))?;
                let wanted = match &error {
                    None => Ty::option(self.infer.fresh()),
                    Some(e) => Ty::result(self.infer.fresh(), e.clone()),
                };
                if !self.infer.unify(&produced, &wanted) {
                    return Err(self.mismatch(f.span, &wanted, &produced));
                }
                produced
            }
            ("unwrap_or_else", _) => {
                // `Option`'s closure takes nothing, `Result`'s the error.
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, error.as_slice())?;
                if !self.infer.coerce(&produced, &inner) {
                    return Err(self.mismatch(f.span, &inner, &produced));
                }
                inner
            }
            ("map_err", Some(e)) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, std::slice::from_ref(e))?;
                Ty::result(inner, produced)
            }
            ("ok_or_else", None) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, &[])?;
                Ty::result(inner, produced)
            }
            ("map_or", _) => {
                let [default, f] = args else {
                    return Err(wrong_count(2));
                };
                let default_ty = self.value(default, None)?;
                let produced = self.closure_once(f, std::slice::from_ref(&inner))?;
                if !self.infer.coerce(&produced, &default_ty) {
                    return Err(self.mismatch(f.span, &default_ty, &produced));
                }
                default_ty
            }
            // A predicate of the contents (by value, or by reference for `filter`), or of
            // the error.
            ("is_some_and" | "is_none_or" | "filter", None)
            | ("is_ok_and", Some(_))
            | ("is_err_and", Some(_)) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let param = match (method, &error) {
                    ("filter", _) => Ty::reference(false, inner.clone()),
                    ("is_err_and", Some(e)) => e.clone(),
                    _ => inner.clone(),
                };
                let produced = self.closure_once(f, &[param])?;
                if !self.infer.coerce(&produced, &Ty::Bool) {
                    return Err(self.mismatch(f.span, &Ty::Bool, &produced));
                }
                if method == "filter" {
                    resolved
                } else {
                    Ty::Bool
                }
            }
            // `Option`'s closure takes nothing and gives an option; `Result`'s takes the
            // error and gives a result of the same `Ok` type.
            ("or_else", _) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let produced = self.closure_once(f, error.as_slice())?;
                let wanted = match &error {
                    None => resolved,
                    Some(_) => Ty::result(inner, self.infer.fresh()),
                };
                if !self.infer.unify(&produced, &wanted) {
                    return Err(self.mismatch(f.span, &wanted, &produced));
                }
                produced
            }
            // A look at the contents (or the error) by reference; the value goes on as it was.
            ("inspect", _) | ("inspect_err", Some(_)) => {
                let [f] = args else {
                    return Err(wrong_count(1));
                };
                let seen = match (method, &error) {
                    ("inspect_err", Some(e)) => e.clone(),
                    _ => inner,
                };
                let produced = self.closure_once(f, &[Ty::reference(false, seen)])?;
                if !self.infer.coerce(&produced, &Ty::Unit) {
                    return Err(self.mismatch(f.span, &Ty::Unit, &produced));
                }
                resolved
            }
            _ => return Ok(None),
        };
        Ok(Some(ty))
    }
}
