//! A turbofish (`::<…>`) on a function's path (`show::<u8>(200)`, `iter::repeat::<u8>`): the
//! checker does not yet give a function's generic parameters the types written there, so such
//! a path is refused as not supported rather than run as if the types were not written (it
//! would accept `show::<u8>(300)`, which rustc refuses). serde_json's deserializing calls get
//! their `T` in `serde_syntax.rs`; a type's own arguments (`Vec::<u8>::new()`) are not this.

use super::Lowered;
use crate::script::error::ScriptError;
use crate::script::source::span_of;

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
