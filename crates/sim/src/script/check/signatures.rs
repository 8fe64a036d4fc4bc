//! A script function's signature: its generic parameters as their bounds make them (`dyn`
//! the traits, std's `AsRef` markers, or the callable type of an `Fn(…)` bound), then its
//! parameters' and return types.

use super::super::error::ScriptError;
use super::super::ir::Function;
use super::super::source::span_of;
use super::super::surface::Generic;
use super::super::ty::Ty;
use super::names::Imports;
use super::types::{TypeScope, cannot_find, path_segments, trait_named, written_type};
use super::user_items::UserItems;
use super::{Checked, Signature};

/// The generic parameters of a script function, each as `dyn` its trait bounds (in the
/// parameter list or a `where` clause).
pub fn generic_params(
    function: &Function,
    imports: &Imports,
    items: &UserItems,
) -> Checked<Vec<(String, Ty)>> {
    generic_params_of(&function.generics, imports, items)
}

/// The type parameters of `generics` (a function's, a struct's), each as a body sees it: `dyn`
/// its trait bounds, the callable type of an `Fn(…)` bound, or rigid when unbounded.
pub fn generic_params_of(
    generics: &syn::Generics,
    imports: &Imports,
    items: &UserItems,
) -> Checked<Vec<(String, Ty)>> {
    let mut params = Vec::new();
    for param in generics.type_params() {
        let bounds = bounds_of(generics, param);
        let name = param.ident.to_string();
        if bounds.is_empty() {
            // `impl<W> S<W>`, `fn wrap<T>(x: T)`: the body may move a `T` around and nothing
            // more, as rustc lets it.
            params.push((name.clone(), Ty::Rigid(name)));
            continue;
        }
        let scope = TypeScope {
            imports,
            generics: &[],
            items,
            owner: None,
            owner_args: &[],
        };
        let mut resolve = |t: &syn::Type| written_type(t, scope, &mut None);
        if let Some(callable) = super::callable_types::param_bound(&bounds, &name, &mut resolve) {
            params.push((name, callable?));
            continue;
        }
        // `I: Iterator<Item = T>` alone: an iterator of `T` that only goes forwards, as the
        // `impl Iterator<Item = T>` it may be written as (an item naming another parameter,
        // `Item = T` of `<T, I: …>`, is not).
        if let [bound] = bounds.as_slice()
            && let Some(item) = super::impl_iterator::iterator_bound_item(bound)
            && !names_a_param(item, generics)
        {
            params.push((name, Ty::adt("ForwardIter", vec![resolve(item)?])));
            continue;
        }
        // Several bounds (`W: Write + Seek`) are one `dyn Write + Seek`: the body may use
        // what each gives.
        let names = bound_names(&bounds, imports, items)?;
        let name = items.dyn_name(&names.join(" + "));
        params.push((param.ident.to_string(), Ty::Dyn(name)));
    }
    Ok(params)
}

/// Whether `ty` names one of `generics`' type parameters.
fn names_a_param(ty: &syn::Type, generics: &syn::Generics) -> bool {
    use quote::ToTokens;
    ty.to_token_stream().into_iter().any(|token| {
        matches!(&token, proc_macro2::TokenTree::Ident(ident)
            if generics.type_params().any(|p| p.ident == *ident))
    })
}

/// The trait bounds `param` has in `generics`, in its list and in the `where` clause (`?Sized`
/// relaxes a default; it adds nothing a body may use).
pub fn bounds_of<'g>(generics: &'g syn::Generics, param: &'g syn::TypeParam) -> Vec<&'g syn::Path> {
    let in_where = generics
        .where_clause
        .iter()
        .flat_map(|clause| clause.predicates.iter())
        .filter_map(|predicate| match predicate {
            syn::WherePredicate::Type(t) => Some(t),
            _ => None,
        })
        .filter(|t| matches!(&t.bounded_ty, syn::Type::Path(p) if p.path.is_ident(&param.ident)))
        .flat_map(|t| t.bounds.iter());
    param
        .bounds
        .iter()
        .chain(in_where)
        .filter_map(|bound| match bound {
            syn::TypeParamBound::Trait(t)
                if matches!(t.modifier, syn::TraitBoundModifier::None) =>
            {
                Some(&t.path)
            }
            _ => None,
        })
        .collect()
}

/// A struct's or an impl's type parameters with the traits they are bounded by, as the table's
/// rows have them (none is fine: a struct's impls may bound them instead).
pub fn declared_generics(
    generics: &syn::Generics,
    imports: &Imports,
    items: &UserItems,
) -> Checked<Vec<Generic>> {
    let mut params = Vec::new();
    for param in generics.type_params() {
        let bounds = bounds_of(generics, param);
        if bounds.iter().any(|b| {
            b.segments
                .last()
                .is_some_and(|s| matches!(s.arguments, syn::PathArguments::Parenthesized(_)))
        }) {
            return Err(super::types::unsupported(
                param,
                "an `Fn(…)` bound on a struct's or an impl's parameter",
            ));
        }
        params.push(Generic {
            name: param.ident.to_string(),
            bounds: bound_names(&bounds, imports, items)?,
        });
    }
    Ok(params)
}

/// std traits whose script impls run but which bound no parameter yet, by the table's name
/// and as rustc writes them.
const IMPL_ONLY: [(&str, &str); 12] = [
    ("FromStr", "std::str::FromStr"),
    ("Add", "std::ops::Add"),
    ("Sub", "std::ops::Sub"),
    ("Mul", "std::ops::Mul"),
    ("Div", "std::ops::Div"),
    ("Rem", "std::ops::Rem"),
    ("Neg", "std::ops::Neg"),
    ("AddAssign", "std::ops::AddAssign"),
    ("SubAssign", "std::ops::SubAssign"),
    ("MulAssign", "std::ops::MulAssign"),
    ("DivAssign", "std::ops::DivAssign"),
    ("RemAssign", "std::ops::RemAssign"),
];

/// The table's names of the traits `bounds` name (std's `AsRef` bounds as the table's markers).
pub fn bound_names(
    bounds: &[&syn::Path],
    imports: &Imports,
    items: &UserItems,
) -> Checked<Vec<String>> {
    let mut names = Vec::new();
    for path in bounds {
        let segments = path_segments(path);
        names.push(match as_ref_marker(path) {
            Some(marker) => marker.to_string(),
            None => match trait_named(&segments, imports, items) {
                // A script's impl of it runs (`parse` into its type); a parameter bounded by
                // it is not followed yet.
                Some(name) if IMPL_ONLY.iter().any(|(only, _)| *only == name) => {
                    let full = IMPL_ONLY
                        .iter()
                        .find(|(only, _)| *only == name)
                        .map(|(_, p)| p);
                    return Err(ScriptError::new(
                        span_of(*path),
                        format!(
                            "the trait `{}` is not supported by bufscope yet",
                            full.copied().unwrap_or_default()
                        ),
                    ));
                }
                Some(name) => name,
                None => return Err(cannot_find("trait", &segments, span_of(*path), imports)),
            },
        });
    }
    Ok(names)
}

/// `AsRef<Path>`, `AsRef<str>`, `AsRef<[u8]>`: the std table's marker trait for what a
/// parameter so bounded can be passed to (`File::open`, `env::var`, `write_all`).
fn as_ref_marker(path: &syn::Path) -> Option<&'static str> {
    let last = path.segments.last()?;
    if last.ident != "AsRef" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        syn::GenericArgument::Type(syn::Type::Path(p)) if p.path.is_ident("Path") => {
            Some("AsRefPath")
        }
        syn::GenericArgument::Type(syn::Type::Path(p)) if p.path.is_ident("str") => {
            Some("AsRefOsStr")
        }
        syn::GenericArgument::Type(syn::Type::Slice(s)) if matches!(&*s.elem, syn::Type::Path(p) if p.path.is_ident("u8")) => {
            Some("AsRefBytes")
        }
        _ => None,
    }
}

/// The signature of a script function.
pub fn signature(function: &Function, imports: &Imports, items: &UserItems) -> Checked<Signature> {
    let generics = generic_params(function, imports, items)?;
    let lifetime_scope = super::lifetimes::SignatureScope::of(function, items);
    let scope = TypeScope {
        imports,
        generics: &generics,
        items,
        owner: function.owner.as_ref().map(|(name, _)| name.as_str()),
        owner_args: &function.self_args,
    };
    // The parameters' and return type as a scope's generics make them.
    let written = |scope: TypeScope<'_>| -> Checked<(Vec<Ty>, Ty)> {
        let mut no_inference = None;
        let params = function
            .params
            .iter()
            .map(|p| written_type(&p.annotation, scope, &mut no_inference))
            .collect::<Checked<Vec<_>>>()?;
        let ret = match &function.ret {
            Some(ty) => written_type(ty, scope, &mut no_inference)?,
            None => Ty::Unit,
        };
        Ok((params, ret))
    };
    let (params, ret) = written(scope)?;
    super::callable_types::check_signature(&params, &ret, function.span)?;
    let callable = generics
        .iter()
        .any(|(_, bound)| super::callable_types::is_callable(bound));
    let generic_form = if generics.is_empty() || callable {
        None
    } else {
        let named: Vec<(String, Ty)> = generics
            .iter()
            .map(|(name, _)| (name.clone(), Ty::Param(name.clone())))
            .collect();
        // Where a parameter's type takes no `Ty::Param`, a turbofish is not supported.
        written(TypeScope {
            generics: &named,
            ..scope
        })
        .ok()
    };
    // A method as callers see it in its row: the impl's parameters bound by the type it is
    // called on (`Counter<Vec<u8>>`), its own parameters without bounds at each call (both as
    // `Ty::Param`), its bounded ones as in the body (`dyn` their bounds).
    let unbounded = |ty: &Ty| matches!(ty, Ty::Rigid(_));
    let impl_form = if function.owner.is_none()
        || function.impl_params.is_empty() && !generics.iter().any(|(_, ty)| unbounded(ty))
    {
        None
    } else {
        let rowed: Vec<(String, Ty)> = generics
            .iter()
            .map(|(name, ty)| {
                if function.impl_params.contains(name) || unbounded(ty) {
                    (name.clone(), Ty::Param(name.clone()))
                } else {
                    (name.clone(), ty.clone())
                }
            })
            .collect();
        Some(written(TypeScope {
            generics: &rowed,
            ..scope
        })?)
    };
    Ok(Signature {
        name: function.name.clone(),
        params,
        ret,
        generics,
        generic_form,
        impl_form,
        lends: super::lifetimes::lending_params(function, lifetime_scope),
        lends_through_self: super::lifetimes::lends_through_self(function, lifetime_scope),
        kept_by_self: super::lifetimes::kept_by_self(function, lifetime_scope),
    })
}
