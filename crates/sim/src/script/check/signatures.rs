//! A script function's signature: its generic parameters as their bounds make them (`dyn`
//! the traits, std's `AsRef` markers, or the callable type of an `Fn(…)` bound), then its
//! parameters' and return types.

use super::super::ir::Function;
use super::super::source::span_of;
use super::super::ty::Ty;
use super::names::Imports;
use super::types::{TypeScope, cannot_find, path_segments, trait_named, unsupported, written_type};
use super::user_items::UserItems;
use super::{Checked, Signature};

/// The generic parameters of a script function, each as `dyn` its trait bounds (in the
/// parameter list or a `where` clause).
pub fn generic_params(
    function: &Function,
    imports: &Imports,
    items: &UserItems,
) -> Checked<Vec<(String, Ty)>> {
    let mut params = Vec::new();
    for param in function.generics.type_params() {
        let in_where = function
            .generics
            .where_clause
            .iter()
            .flat_map(|clause| clause.predicates.iter())
            .filter_map(|predicate| match predicate {
                syn::WherePredicate::Type(t) => Some(t),
                _ => None,
            })
            .filter(
                |t| matches!(&t.bounded_ty, syn::Type::Path(p) if p.path.is_ident(&param.ident)),
            )
            .flat_map(|t| t.bounds.iter());
        let bounds: Vec<&syn::Path> = param
            .bounds
            .iter()
            .chain(in_where)
            .filter_map(|bound| match bound {
                // `?Sized` relaxes a default; it adds nothing the body may use.
                syn::TypeParamBound::Trait(t)
                    if matches!(t.modifier, syn::TraitBoundModifier::None) =>
                {
                    Some(&t.path)
                }
                _ => None,
            })
            .collect();
        if bounds.is_empty() {
            return Err(unsupported(
                param,
                "a generic parameter without a trait bound",
            ));
        }
        let scope = TypeScope {
            imports,
            generics: &[],
            items,
            owner: None,
        };
        let name = param.ident.to_string();
        let mut resolve = |t: &syn::Type| written_type(t, scope, &mut None);
        if let Some(callable) = super::callable_types::param_bound(&bounds, &name, &mut resolve) {
            params.push((name, callable?));
            continue;
        }
        // Several bounds (`W: Write + Seek`) are one `dyn Write + Seek`: the body may use
        // what each gives.
        let mut names = Vec::new();
        for path in bounds {
            let segments = path_segments(path);
            names.push(match as_ref_marker(path) {
                Some(marker) => marker.to_string(),
                None => trait_named(&segments, imports, items)
                    .ok_or_else(|| cannot_find("trait", &segments, span_of(path), imports))?,
            });
        }
        let name = items.dyn_name(&names.join(" + "));
        params.push((param.ident.to_string(), Ty::Dyn(name)));
    }
    Ok(params)
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
    let scope = TypeScope {
        imports,
        generics: &generics,
        items,
        owner: function.owner.as_ref().map(|(name, _)| name.as_str()),
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
    Ok(Signature {
        name: function.name.clone(),
        params,
        ret,
        generics,
        generic_form,
        lends: super::lifetimes::lending_params(function),
    })
}
