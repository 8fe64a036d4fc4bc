//! The type of what a script calls like a closure: a kept closure's (`closure_locals.rs`), a
//! generic parameter's bounded by `Fn(…)`, `FnMut(…)` or `FnOnce(…)`, and an `impl Fn(…)`'s
//! (`fn_traits.rs`) — its parameters, result and which of the three traits it is — and where
//! a function's signature may hold one.

use super::super::error::ScriptError;
use super::super::ty::Ty;
use super::Checked;
use crate::script::source::span_of;
use crate::trace::Span;

/// How a closure's type is named: rustc's `{closure@file:line:col}`, each closure a type of
/// its own.
const CLOSURE_TYPE: &str = "{closure@";

/// The parts of a kept closure's type: its parameters, its result, whether calling it
/// changes what it captured (`FnMut`), whether it is `Copy` (passing it by name copies it
/// rather than moving it), and which parameters of no written type the body's arithmetic
/// typed (where rustc would wait for the calls).
pub(super) struct Signature {
    pub(super) params: Vec<Ty>,
    pub(super) ret: Ty,
    pub(super) mutates: bool,
    pub(super) copy: bool,
    pub(super) guessed: Vec<bool>,
    /// Calling it gives away what it captured (`FnOnce`): the call moves it.
    pub(super) once: bool,
}

/// A flag as a type, to travel inside the closure's type.
fn flag(on: bool) -> Ty {
    if on { Ty::Bool } else { Ty::Unit }
}

/// A type that is called like a kept closure, named `{closure@name}`: a kept closure's (by
/// where it is written) or a generic parameter's bounded by `Fn(…)` (by the parameter).
pub(super) fn callable_type(name: &str, sig: Signature) -> Ty {
    let guessed = sig.guessed.into_iter().map(flag).collect();
    Ty::Adt(
        format!("{CLOSURE_TYPE}{name}}}"),
        vec![
            Ty::Tuple(sig.params),
            sig.ret,
            flag(sig.mutates),
            flag(sig.copy),
            Ty::Tuple(guessed),
            flag(sig.once),
        ],
    )
}

pub(super) fn signature_of(ty: &Ty) -> Option<Signature> {
    match ty {
        Ty::Adt(name, parts) if name.starts_with(CLOSURE_TYPE) => match parts.as_slice() {
            [
                Ty::Tuple(params),
                ret,
                mutates,
                copy,
                Ty::Tuple(guessed),
                once,
            ] => Some(Signature {
                params: params.clone(),
                ret: ret.clone(),
                mutates: *mutates == Ty::Bool,
                copy: *copy == Ty::Bool,
                guessed: guessed.iter().map(|g| *g == Ty::Bool).collect(),
                once: *once == Ty::Bool,
            }),
            _ => None,
        },
        _ => None,
    }
}

/// How an `impl Fn(…)`'s type is named (after `{closure@`): each one a type of its own.
const OPAQUE: &str = "impl ";

pub(super) fn not_supported(span: Span, what: &str) -> ScriptError {
    ScriptError::new(span, format!("{what} is not supported by bufscope yet")).with_help(
        "a generic `F: Fn(…)`, `FnMut(…)` or `FnOnce(…)` is supported as a parameter's whole type, given a closure, a kept closure or a function by name",
    )
}

/// `Fn(A, B) -> R`, `FnMut(…)`, `FnOnce(…)` (bare or as `std::ops::…`) as the type it bounds,
/// named `name`; `None` for any other trait.
pub(super) fn callable_bound(
    path: &syn::Path,
    name: &str,
    resolve: &mut dyn FnMut(&syn::Type) -> Checked<Ty>,
) -> Option<Checked<Ty>> {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let last = match segments.as_slice() {
        [one] => one.as_str(),
        [root, ops, one] if (root == "std" || root == "core") && ops == "ops" => one.as_str(),
        _ => return None,
    };
    if !matches!(last, "Fn" | "FnMut" | "FnOnce") {
        return None;
    }
    let syn::PathArguments::Parenthesized(args) = &path.segments.last()?.arguments else {
        return None;
    };
    let mut typed = || -> Checked<Ty> {
        let params = args
            .inputs
            .iter()
            .map(&mut *resolve)
            .collect::<Checked<Vec<Ty>>>()?;
        let ret = match &args.output {
            syn::ReturnType::Default => Ty::Unit,
            syn::ReturnType::Type(_, ty) => resolve(ty)?,
        };
        let is_callable = |t: &Ty| signature_of(t).is_some();
        if ret.contains(&is_callable) || params.iter().any(|p| p.contains(&is_callable)) {
            return Err(not_supported(
                span_of(path),
                "an `Fn` bound taking or giving a closure",
            ));
        }
        if has_reference(&ret) {
            return Err(not_supported(
                span_of(path),
                "an `Fn` bound that returns a reference",
            ));
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
    // A type the bound names that bufscope cannot resolve may be another generic
    // parameter's (`F: Fn(T)`), which the body would see as `dyn` its bounds.
    Some(typed().map_err(|error| match error.code {
        Some(_) => not_supported(span_of(path), "an `Fn` bound of these types"),
        None => error,
    }))
}

/// `impl Fn(…)` (its only bound): the type it stands for, one of its own; `None` for another
/// `impl Trait`.
pub(super) fn opaque_callable(
    written: &syn::TypeImplTrait,
    resolve: &mut dyn FnMut(&syn::Type) -> Checked<Ty>,
) -> Option<Checked<Ty>> {
    let syn::TypeParamBound::Trait(bound) = written.bounds.first()? else {
        return None;
    };
    let at = span_of(written);
    let name = format!("{OPAQUE}{}:{}", at.line, at.column);
    let ty = callable_bound(&bound.path, &name, resolve)?;
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

pub(super) fn is_opaque(ty: &Ty) -> bool {
    matches!(ty, Ty::Adt(name, _) if name.strip_prefix("{closure@").is_some_and(|rest| rest.starts_with(OPAQUE)))
}

/// Where a kept closure is written, read from its type's name (`{closure@LINE:COLUMN}`);
/// `None` for another type.
pub(super) fn kept_closure_at(ty: &Ty) -> Option<Span> {
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

pub(super) fn trait_name(sig: &Signature) -> &'static str {
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
    if is_callable(ret) && params.iter().any(|p| is_callable(p) || has_reference(p)) {
        return Err(not_supported(
            at,
            "returning `impl Fn` from a function that takes a reference or a closure",
        ));
    }
    Ok(())
}

/// Whether `ty` names a reference anywhere in it.
fn has_reference(ty: &Ty) -> bool {
    ty.contains(&|t| matches!(t, Ty::Ref { .. }))
}

/// A generic parameter's bounds (`bounds`, in its list and the `where` clause): the type an
/// `Fn(…)` bound makes of it (`name`); `None` without such a bound.
pub(super) fn param_bound(
    bounds: &[&syn::Path],
    name: &str,
    resolve: &mut dyn FnMut(&syn::Type) -> Checked<Ty>,
) -> Option<Checked<Ty>> {
    let (at, callable) = bounds
        .iter()
        .find_map(|path| Some((span_of(*path), callable_bound(path, name, resolve)?)))?;
    if bounds.len() > 1 {
        return Some(Err(not_supported(at, "an `Fn` bound beside another bound")));
    }
    Some(callable)
}
