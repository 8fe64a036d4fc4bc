//! A `trait` the script defines: methods with a `self` receiver, required or provided, and its
//! supertraits. The rest of what a trait may hold (generics, associated types and constants,
//! functions without `self`, `Self` in a signature) is refused as not supported yet.

use quote::ToTokens;

use super::{lower_function, reject};
use crate::script::error::ScriptError;
use crate::script::ir::{Function, TraitDef};
use crate::script::source::span_of;

type Lowered<T> = Result<T, ScriptError>;

/// A trait's provided methods are appended to `functions`; its required ones are kept in
/// the [`TraitDef`], for their signatures.
pub fn lower_trait(item: &syn::ItemTrait, functions: &mut Vec<Function>) -> Lowered<TraitDef> {
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        return Err(reject(
            &item.generics,
            "a generic trait",
            "traits whose methods take `&self` or `&mut self` and concrete types",
        ));
    }
    let mut supertraits = Vec::new();
    for bound in &item.supertraits {
        match bound {
            syn::TypeParamBound::Trait(bound)
                if bound.lifetimes.is_none()
                    && matches!(bound.modifier, syn::TraitBoundModifier::None)
                    && bound.path.segments.iter().all(|s| s.arguments.is_empty()) =>
            {
                supertraits.push((
                    bound
                        .path
                        .segments
                        .iter()
                        .map(|s| s.ident.to_string())
                        .collect(),
                    span_of(&bound.path),
                ));
            }
            other => {
                return Err(reject(
                    other,
                    "this supertrait",
                    "supertraits named by a path (`trait Shape: fmt::Display + Named`)",
                ));
            }
        }
    }
    if item.unsafety.is_some() || item.auto_token.is_some() {
        return Err(reject(item, "this trait", "plain `trait Name { … }`"));
    }
    let name = item.ident.to_string();
    let mut required = Vec::new();
    let mut provided = Vec::new();
    for trait_item in &item.items {
        let syn::TraitItem::Fn(method) = trait_item else {
            return Err(reject(
                trait_item,
                "this item in a trait",
                "methods that take `&self` or `&mut self`",
            ));
        };
        refuse_unsupported_method(&method.sig)?;
        let owner = Some((name.clone(), TRAIT_OWNER));
        match &method.default {
            Some(body) => {
                provided.push(functions.len());
                functions.push(lower_function(&method.sig, body, owner)?);
            }
            None => {
                let body = syn::Block {
                    brace_token: Default::default(),
                    stmts: Vec::new(),
                };
                required.push(lower_function(&method.sig, &body, owner)?);
            }
        }
    }
    Ok(TraitDef {
        name,
        span: span_of(&item.ident),
        supertraits,
        required,
        provided,
        scope: Default::default(),
    })
}

/// The impl index a trait's methods name as their owner: they belong to no `impl` block.
pub const TRAIT_OWNER: usize = usize::MAX;

/// A method of a trait bufscope does not run: without `self` (the trait could not be a
/// `dyn`), with `self` by value, generic, or with `Self` in its signature.
fn refuse_unsupported_method(sig: &syn::Signature) -> Lowered<()> {
    let supported = "trait methods that take `&self` or `&mut self` and concrete types";
    match sig.inputs.first() {
        Some(syn::FnArg::Receiver(receiver)) if receiver.reference.is_some() => {}
        Some(syn::FnArg::Receiver(receiver)) => {
            return Err(reject(
                receiver,
                "a trait method that takes `self` by value",
                supported,
            ));
        }
        _ => {
            return Err(reject(
                &sig.ident,
                "a trait function without `self`",
                supported,
            ));
        }
    }
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        return Err(reject(&sig.generics, "a generic trait method", supported));
    }
    if sig.unsafety.is_some() || sig.constness.is_some() || sig.asyncness.is_some() {
        return Err(reject(sig, "this trait method", supported));
    }
    let written_self = sig.inputs.iter().skip(1).any(names_self)
        || matches!(&sig.output, syn::ReturnType::Type(_, ty) if names_self(ty));
    if written_self {
        return Err(reject(
            sig,
            "`Self` or `impl Trait` in a trait method's signature",
            supported,
        ));
    }
    Ok(())
}

/// Whether `node`'s tokens name `Self` or `impl Trait`.
fn names_self(node: &impl ToTokens) -> bool {
    fn walk(tokens: proc_macro2::TokenStream) -> bool {
        tokens.into_iter().any(|tree| match tree {
            proc_macro2::TokenTree::Ident(ident) => ident == "Self" || ident == "impl",
            proc_macro2::TokenTree::Group(group) => walk(group.stream()),
            _ => false,
        })
    }
    walk(node.to_token_stream())
}
