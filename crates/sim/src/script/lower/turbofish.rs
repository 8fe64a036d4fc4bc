//! A turbofish (`::<…>`) on a function's path. Called by its bare name (`show::<u8>(200)`), it
//! is kept for the checker, which gives the script function's generic parameters those types
//! (`check/turbofish.rs`). Anywhere else (`iter::repeat::<u8>(7)`, `twice::<u8>` as a value)
//! the checker would not give the types, so the path is refused as not supported rather than
//! run as if the types were not written (`show::<u8>(300)`, which rustc refuses, would run).
//! serde_json's deserializing calls get their `T` in `serde_syntax.rs`. A type's own arguments
//! on a constructor (`Vec::<u8>::new()`) give the call that type (`typed_constructor`).

use super::Lowered;
use crate::script::error::ScriptError;
use crate::script::ir::Expr;
use crate::script::source::span_of;

/// The types of a turbofish on a called bare name, for the checker (none without one);
/// another path with a turbofish, or one with other than types, is refused.
pub fn on_called_name(path: &syn::Path) -> Lowered<Vec<syn::Type>> {
    if let [name] = path.segments.iter().collect::<Vec<_>>().as_slice()
        && path.leading_colon.is_none()
        && let syn::PathArguments::AngleBracketed(generics) = &name.arguments
    {
        return generics
            .args
            .iter()
            .map(|arg| match arg {
                syn::GenericArgument::Type(ty) => Ok(ty.clone()),
                other => Err(ScriptError::new(
                    span_of(other),
                    "this generic argument is not supported by bufscope yet",
                )
                .with_help("a turbofish of types: `show::<u8>(…)`")),
            })
            .collect();
    }
    refuse_on_function(path).map(|()| Vec::new())
}

/// Refuses `path` when its last segment (the function, or a variant) has generic arguments.
pub fn refuse_on_function(path: &syn::Path) -> Lowered<()> {
    let Some(last) = path.segments.last() else {
        return Ok(());
    };
    match &last.arguments {
        syn::PathArguments::AngleBracketed(generics) => Err(ScriptError::new(
            span_of(generics),
            "a turbofish (`::<…>`) on a function's path is not supported by bufscope yet",
        )
        .with_help("give the types another way, e.g. `let x: u8 = …` or a typed parameter")),
        _ => Ok(()),
    }
}

/// The constructors a type's own arguments may be written on (`Vec::<u8>::new()`,
/// `HashMap::<String, u32>::with_capacity(8)`): each returns `Self`, so the call is the
/// written type.
const CONSTRUCTORS: [&str; 5] = ["new", "with_capacity", "default", "from", "from_iter"];

/// `Vec::<u8>::new()` as `{ let value = Vec::new(); let typed: Vec<u8> = value; typed }`, so the checker holds
/// the call to the type written (`v.push(1u8)` on a `Vec::<i32>` is rustc's E0308). `None`
/// when no segment but the last has arguments; another function than a constructor under a
/// type's arguments is refused as not supported rather than run as if they were not written.
pub fn typed_constructor(call: &syn::ExprCall, func: &syn::ExprPath) -> Option<Lowered<Expr>> {
    let segments: Vec<&syn::PathSegment> = func.path.segments.iter().collect();
    let (last, before) = segments.split_last()?;
    let typed = before
        .iter()
        .position(|s| matches!(s.arguments, syn::PathArguments::AngleBracketed(_)))?;
    if typed + 1 != before.len()
        || !CONSTRUCTORS.contains(&last.ident.to_string().as_str())
        || !last.arguments.is_none()
    {
        return Some(Err(ScriptError::new(
            span_of(&before[typed].arguments),
            "a type's arguments in the path of this call are not supported by bufscope yet",
        )
        .with_help(
            "write the type where the value goes, e.g. `let v: Vec<u8> = Vec::new();`",
        )));
    }
    let mut ty = syn::TypePath {
        qself: None,
        path: func.path.clone(),
    };
    ty.path.segments.pop();
    ty.path.segments.pop_punct();
    // `Vec::<u8>` is `Vec<u8>` as a type.
    if let Some(syn::PathArguments::AngleBracketed(generics)) =
        ty.path.segments.last_mut().map(|s| &mut s.arguments)
    {
        generics.colon2_token = None;
    }
    let mut bare = call.clone();
    if let syn::Expr::Path(path) = &mut *bare.func {
        for segment in &mut path.path.segments {
            segment.arguments = syn::PathArguments::None;
        }
    }
    // The call first, then its type: a type not in scope is rustc's E0433 at the call's path.
    let block: syn::Expr = syn::parse_quote!({
        let value = #bare;
        let typed: #ty = value;
        typed
    });
    Some(super::lower_expr(&block).map(|mut lowered| {
        lowered.span = span_of(call);
        lowered
    }))
}
