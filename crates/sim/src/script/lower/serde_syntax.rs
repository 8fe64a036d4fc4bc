//! serde in a script's syntax. The `#[serde(…)]` attributes bufscope runs: on a struct,
//! `deny_unknown_fields`; on a struct's named field, `rename = "…"`, `default` (for std types
//! whose `Default` bufscope knows) and `skip_serializing_if = "Option::is_none"`. Any other is
//! refused where it is written, as not supported: run as if absent, it would change what
//! serde_json does. And `serde_json::from_str::<T>(…)`, whose `T` the call's type says.

use super::reject;
use super::{Lowered, lower_expr};
use crate::script::error::ScriptError;
use crate::script::ir::Expr;
use crate::script::serde_shape::FieldAttrs;
use crate::script::source::span_of;

/// Field types whose `Default` a missing field takes (by the written type's last segment).
const DEFAULTED: [&str; 20] = [
    "Option", "Vec", "String", "BTreeMap", "Value", "bool", "char", "f64", "i8", "i16", "i32",
    "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
];

/// Each field's attributes, in order; attributes other than `#[serde(…)]` are refused as
/// before (a comment or `#[allow]` excepted).
pub fn field_attrs(fields: &syn::Fields) -> Lowered<Vec<FieldAttrs>> {
    let syn::Fields::Named(_) = fields else {
        refuse_field_attributes(fields)?;
        return Ok(fields.iter().map(|_| FieldAttrs::default()).collect());
    };
    let mut all = Vec::new();
    for field in fields {
        let mut found = FieldAttrs::default();
        for attr in &field.attrs {
            if is_inert(attr) {
                continue;
            }
            if !attr.path().is_ident("serde") {
                return Err(reject(
                    attr,
                    "this attribute on a field",
                    "`#[serde(rename = \"…\")]`, `#[serde(default)]` and `#[serde(skip_serializing_if = \"Option::is_none\")]`",
                ));
            }
            let mut refused = None;
            let parsed = attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("rename") {
                    let name: syn::LitStr = meta.value()?.parse()?;
                    found.rename = Some(name.value());
                } else if meta.path.is_ident("default") && meta.input.is_empty()
                    || meta.path.is_ident("default") && meta.input.peek(syn::Token![,])
                {
                    if !written_as(&field.ty, &DEFAULTED) {
                        refused.get_or_insert_with(|| {
                            reject(
                                &meta.path,
                                "`#[serde(default)]` on a field of this type",
                                "`default` on integers, `f64`, `bool`, `char`, `String`, `Vec`, `Option`, `BTreeMap` and `serde_json::Value` fields",
                            )
                        });
                    }
                    found.default = true;
                } else if meta.path.is_ident("skip_serializing_if") {
                    let predicate: syn::LitStr = meta.value()?.parse()?;
                    if predicate.value() != "Option::is_none" || !written_as(&field.ty, &["Option"]) {
                        refused.get_or_insert_with(|| {
                            reject(
                                &predicate,
                                "this `skip_serializing_if`",
                                "`skip_serializing_if = \"Option::is_none\"`",
                            )
                        });
                    }
                    found.skip_none = true;
                } else {
                    refused.get_or_insert_with(|| {
                        reject(
                            &meta.path,
                            "this serde attribute",
                            "`rename = \"…\"`, `default` and `skip_serializing_if = \"Option::is_none\"` on fields",
                        )
                    });
                    // Skip its value, if it has one.
                    if meta.input.peek(syn::Token![=]) {
                        let _: syn::Expr = meta.value()?.parse()?;
                    }
                }
                Ok(())
            });
            if let Some(error) = refused {
                return Err(error);
            }
            parsed.map_err(|e| ScriptError::new(span_of(attr), e.to_string()))?;
        }
        all.push(found);
    }
    Ok(all)
}

/// A type's `#[serde(deny_unknown_fields)]` (allowed on structs only); other container
/// attributes are refused.
pub fn container_attrs(attrs: &[syn::Attribute], is_struct: bool) -> Lowered<bool> {
    let mut deny = false;
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("serde")) {
        let mut refused = None;
        let parsed = attr.parse_nested_meta(|meta| {
            if is_struct && meta.path.is_ident("deny_unknown_fields") {
                deny = true;
            } else {
                refused.get_or_insert_with(|| {
                    reject(
                        attr,
                        "this attribute",
                        "`#[derive(…)]`, and `#[serde(deny_unknown_fields)]` on a struct",
                    )
                });
                if meta.input.peek(syn::Token![=]) {
                    let _: syn::Expr = meta.value()?.parse()?;
                } else if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
                    let _ = meta.parse_nested_meta(|_| Ok(()));
                }
            }
            Ok(())
        });
        if let Some(error) = refused {
            return Err(error);
        }
        parsed.map_err(|e| ScriptError::new(span_of(attr), e.to_string()))?;
    }
    Ok(deny)
}

/// Whether the field's type is written as one of `names` (by its last segment).
fn written_as(ty: &syn::Type, names: &[&str]) -> bool {
    match ty {
        syn::Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|last| names.contains(&last.ident.to_string().as_str())),
        _ => false,
    }
}

/// Attributes on fields (`#[serde(default)]`, `#[serde(rename = "…")]`) change what the
/// derives generate: refused, but for comments and lint levels.
pub fn refuse_field_attributes(fields: &syn::Fields) -> Lowered<()> {
    match fields
        .iter()
        .flat_map(|field| &field.attrs)
        .find(|attr| !is_inert(attr))
    {
        Some(attr) => Err(reject(
            attr,
            "this attribute on a field",
            "fields without attributes, as `#[derive(…)]` reads them by default",
        )),
        None => Ok(()),
    }
}

/// `#[doc]` (a `///` comment) and `#[allow(…)]`, which change nothing bufscope runs.
pub fn is_inert(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("allow") || attr.path().is_ident("doc")
}

/// `serde_json::from_str::<T>(…)` (and `from_slice`, `from_reader`, `from_value`) as
/// `{ let value: std::result::Result<T, serde_json::Error> = serde_json::from_str(…); value }`,
/// the call and `T` keeping their spans; `None` for any other call.
pub fn typed_deserialize(call: &syn::ExprCall, func: &syn::ExprPath) -> Option<Lowered<Expr>> {
    let last = func.path.segments.last()?;
    let syn::PathArguments::AngleBracketed(generics) = &last.arguments else {
        return None;
    };
    if !["from_str", "from_slice", "from_reader", "from_value"]
        .contains(&last.ident.to_string().as_str())
    {
        return None;
    }
    let target = match generics.args.iter().collect::<Vec<_>>().as_slice() {
        [syn::GenericArgument::Type(target)] => target.clone(),
        // `from_reader::<_, T>` names the reader's type first.
        [
            syn::GenericArgument::Type(_),
            syn::GenericArgument::Type(target),
        ] => target.clone(),
        _ => return None,
    };
    let mut bare = call.clone();
    if let syn::Expr::Path(path) = &mut *bare.func
        && let Some(last) = path.path.segments.last_mut()
    {
        last.arguments = syn::PathArguments::None;
    }
    let block: syn::Expr = syn::parse_quote!({
        let value: std::result::Result<#target, serde_json::Error> = #bare;
        value
    });
    Some(lower_expr(&block).map(|mut lowered| {
        lowered.span = span_of(call);
        lowered
    }))
}
