//! An impl's associated types (`type Item = u32;` of `impl Iterator for Counter`): rustc reads
//! `Self::Item` in the impl's functions as the type it stands for, so bufscope writes that type
//! in its place, on tokens (the parser has no mutable visitor here), before the functions are
//! lowered. The type written keeps the spans of the `type` item.

use proc_macro2::{Group, Spacing, TokenStream, TokenTree};
use quote::ToTokens;

use super::Lowered;
use crate::script::error::ScriptError;
use crate::script::source::span_of;

/// `function` with each `Self::{name}` replaced by `ty`.
pub fn replace_in_function(
    function: &syn::ImplItemFn,
    name: &str,
    ty: &syn::Type,
) -> Lowered<syn::ImplItemFn> {
    let replacement: Vec<TokenTree> = ty.to_token_stream().into_iter().collect();
    let tokens = replace(function.to_token_stream(), name, &replacement);
    syn::parse2(tokens).map_err(|e| {
        ScriptError::new(
            span_of(function),
            format!("`Self::{name}` written out as its type does not parse: {e}"),
        )
    })
}

fn replace(tokens: TokenStream, name: &str, replacement: &[TokenTree]) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let [
            TokenTree::Ident(this),
            TokenTree::Punct(first),
            TokenTree::Punct(second),
            TokenTree::Ident(assoc),
            ..,
        ] = &tokens[i..]
            && this == "Self"
            && first.as_char() == ':'
            && first.spacing() == Spacing::Joint
            && second.as_char() == ':'
            && assoc == name
        {
            out.extend(replacement.iter().cloned());
            i += 4;
            continue;
        }
        out.push(match &tokens[i] {
            TokenTree::Group(group) => {
                let mut inner = Group::new(
                    group.delimiter(),
                    replace(group.stream(), name, replacement),
                );
                inner.set_span(group.span());
                TokenTree::Group(inner)
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}
