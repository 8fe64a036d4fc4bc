//! A turbofish (`::<…>`) on a function's path. Called by its bare name (`show::<u8>(200)`), it
//! is kept for the checker, which gives the script function's generic parameters those types
//! (`check/turbofish.rs`). Anywhere else (`iter::repeat::<u8>(7)`, `twice::<u8>` as a value)
//! the checker would not give the types, so the path is refused as not supported rather than
//! run as if the types were not written (`show::<u8>(300)`, which rustc refuses, would run).
//! serde_json's deserializing calls get their `T` in `serde_syntax.rs`; a type's own arguments
//! (`Vec::<u8>::new()`) are not this.

use super::Lowered;
use crate::script::error::ScriptError;
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
