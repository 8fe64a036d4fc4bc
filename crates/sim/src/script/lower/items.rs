//! The script's own items: `struct` definitions, `impl` blocks (inherent, and the std traits
//! a program implements for its types: `Display`, `Debug`, `Drop`), and struct literals.
//!
//! Lowering keeps names as written; the checker resolves them (which type a literal builds,
//! which function a method call reaches) and rewrites the tree for the interpreter.

use super::serde_syntax::{is_inert, refuse_field_attributes};
use super::{lower_expr, lower_function, reject};
use crate::script::error::ScriptError;
use crate::script::ir::{
    AssocType, ClosureDef, ConstDef, ExprKind, FieldDef, Function, ImplDef, Shape, TypeDef,
    VariantDef,
};
use crate::script::serde_shape::FieldAttrs;
use crate::script::source::span_of;
use crate::trace::Span;

type Lowered<T> = Result<T, ScriptError>;

/// Derives the checker knows how to check and the interpreter how to run.
pub const DERIVABLE: &[&str] = &[
    "Debug",
    "Clone",
    "Copy",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
    "Default",
    "Serialize",
    "Deserialize",
];

/// A top-level item other than `use`, `fn`, `struct` and `impl`.
pub fn reject_item(item: &syn::Item) -> ScriptError {
    let what = match item {
        syn::Item::Mod(_) => "a `mod`",
        syn::Item::Macro(_) => "a `macro_rules!` definition",
        syn::Item::Type(_) => "a `type` alias",
        _ => "this item",
    };
    reject(
        item,
        what,
        "a script holds `use` lines, functions, `struct`s, `enum`s, `trait`s and their `impl` blocks",
    )
}

/// Whether rustc leaves the item out of the build: a `#[cfg(…)]` whose predicate does not
/// hold here (`#[cfg(test)]`, a library's unit tests pasted with it; `#[cfg(windows)]`), see
/// `cfg.rs`.
pub fn compiled_out(item: &syn::Item) -> Lowered<bool> {
    let attrs = match item {
        syn::Item::Mod(item) => &item.attrs,
        syn::Item::Fn(item) => &item.attrs,
        syn::Item::Use(item) => &item.attrs,
        syn::Item::Struct(item) => &item.attrs,
        syn::Item::Enum(item) => &item.attrs,
        syn::Item::Impl(item) => &item.attrs,
        syn::Item::Trait(item) => &item.attrs,
        syn::Item::Const(item) => &item.attrs,
        syn::Item::Static(item) => &item.attrs,
        _ => return Ok(false),
    };
    Ok(!super::cfg::kept(attrs)?)
}

/// Refuses a `use` of a crate other than std and serde_json as not supported: rustc compiles
/// it when the project depends on that crate (`use rand::Rng;`, `use tempfile::tempdir;`).
pub fn check_use_root(tree: &syn::UseTree) -> Lowered<()> {
    match tree {
        syn::UseTree::Path(syn::UsePath { ident, .. })
        | syn::UseTree::Name(syn::UseName { ident })
        | syn::UseTree::Rename(syn::UseRename { ident, .. }) => {
            let name = ident.to_string();
            if is_external_crate(&name) {
                return Err(ScriptError::external_crate(&name, span_of(ident)));
            }
            Ok(())
        }
        syn::UseTree::Group(group) => group.items.iter().try_for_each(check_use_root),
        syn::UseTree::Glob(_) => Ok(()),
    }
}

/// The `use` items of a function body's own statements: rustc puts them in scope in the whole
/// body (before them too, and in nested blocks), so the checker adds them to the file's.
pub fn body_uses(stmts: &[syn::Stmt]) -> Lowered<Vec<syn::UseTree>> {
    let mut uses = Vec::new();
    for stmt in stmts {
        if let syn::Stmt::Item(syn::Item::Use(item)) = stmt {
            check_use_root(&item.tree)?;
            uses.push(item.tree.clone());
        }
    }
    Ok(uses)
}

/// A `use` in a nested block is in scope in that block only, which the checker's one set of
/// names per function cannot say: refused rather than taken for the whole function.
pub fn refuse_nested_uses(stmts: &[syn::Stmt]) -> Lowered<()> {
    match stmts.iter().find_map(|stmt| match stmt {
        syn::Stmt::Item(syn::Item::Use(item)) => Some(item),
        _ => None,
    }) {
        Some(item) => Err(reject(
            item,
            "a `use` inside a nested block",
            "`use` lines at the top level or in a function's own body",
        )),
        None => Ok(()),
    }
}

/// A lower-case first path segment that names no crate root bufscope knows, nor a std module
/// (`io::stdout()` without `use std::io` is rustc's E0433, kept as it is).
pub fn is_external_crate(name: &str) -> bool {
    const KNOWN: [&str; 7] = [
        "std",
        "core",
        "serde",
        "serde_json",
        "crate",
        "self",
        "super",
    ];
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && !KNOWN.contains(&name)
        && !crate::script::surface::surface().is_module(&format!("std::{name}"))
}

/// What a generic struct may derive: traits whose derived impl bounds each type parameter by
/// the trait and that bufscope runs over any value (a `Copy` one would change how its values
/// move; `Default` and serde's are not followed through type arguments yet).
const GENERIC_DERIVES: &[&str] = &[
    "Debug",
    "Clone",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
];

pub fn lower_struct(item: &syn::ItemStruct) -> Lowered<TypeDef> {
    type_and_lifetime_params_only(&item.generics, "a generic struct")?;
    let serde = super::serde_syntax::field_attrs(&item.fields)?;
    let derived = derives(&item.attrs)?;
    if item.generics.type_params().next().is_some()
        && let Some(derived) = derived
            .names
            .iter()
            .find(|d| !GENERIC_DERIVES.contains(&d.as_str()))
        && let Some(attr) = item.attrs.iter().find(|a| a.path().is_ident("derive"))
    {
        return Err(reject(
            attr,
            &format!("`#[derive({derived})]` on a generic struct"),
            "`Debug`, `Clone`, `PartialEq`, `Eq`, `PartialOrd`, `Ord` and `Hash` on a generic struct",
        ));
    }
    let (shape, mut fields) = fields_of(&item.fields);
    for (field, serde) in fields.iter_mut().zip(serde) {
        field.serde = serde;
    }
    Ok(TypeDef {
        name: item.ident.to_string(),
        span: span_of(&item.ident),
        generics: item.generics.clone(),
        shape,
        fields,
        variants: None,
        derives: derived.names,
        derive_spans: derived.spans,
        bare_serde_derives: derived.bare_serde,
        scope: Default::default(),
        deny_unknown_fields: super::serde_syntax::container_attrs(&item.attrs, true)?,
    })
}

/// The shape and fields of a struct or of an enum's variant.
fn fields_of(fields: &syn::Fields) -> (Shape, Vec<FieldDef>) {
    let (shape, list) = match fields {
        syn::Fields::Named(named) => (Shape::Named, named.named.iter().collect::<Vec<_>>()),
        syn::Fields::Unnamed(unnamed) => (Shape::Tuple, unnamed.unnamed.iter().collect()),
        syn::Fields::Unit => (Shape::Unit, Vec::new()),
    };
    let fields = list
        .into_iter()
        .enumerate()
        .map(|(i, field)| FieldDef {
            name: field
                .ident
                .as_ref()
                .map_or_else(|| i.to_string(), ToString::to_string),
            ty: field.ty.clone(),
            span: span_of(field),
            serde: FieldAttrs::default(),
        })
        .collect();
    (shape, fields)
}

pub fn lower_enum(item: &syn::ItemEnum) -> Lowered<TypeDef> {
    if !item.generics.params.is_empty() {
        return Err(reject(
            &item.generics,
            "a generic enum",
            "enums whose variants hold concrete types",
        ));
    }
    let mut variants = Vec::new();
    for variant in &item.variants {
        if let Some((_, discriminant)) = &variant.discriminant {
            return Err(reject(
                discriminant,
                "an explicit discriminant",
                "variants without `= value`",
            ));
        }
        refuse_field_attributes(&variant.fields)?;
        if let Some(attr) = variant.attrs.iter().find(|attr| !is_inert(attr)) {
            return Err(reject(attr, "this attribute", "`#[derive(…)]` on the type"));
        }
        let (shape, fields) = fields_of(&variant.fields);
        variants.push(VariantDef {
            name: variant.ident.to_string(),
            span: span_of(&variant.ident),
            shape,
            fields,
        });
    }
    let derived = derives(&item.attrs)?;
    Ok(TypeDef {
        name: item.ident.to_string(),
        span: span_of(&item.ident),
        generics: syn::Generics::default(),
        shape: Shape::Unit,
        fields: Vec::new(),
        variants: Some(variants),
        derives: derived.names,
        derive_spans: derived.spans,
        bare_serde_derives: derived.bare_serde,
        scope: Default::default(),
        deny_unknown_fields: super::serde_syntax::container_attrs(&item.attrs, false)?,
    })
}

/// What a type's `#[derive(…)]` lines name.
struct Derived {
    /// Each trait (its path's last segment).
    names: Vec<String>,
    /// Where each is written.
    spans: Vec<Span>,
    /// `Serialize`/`Deserialize` written without a path, with where.
    bare_serde: Vec<(String, Span)>,
}

/// The traits of `#[derive(…)]`; other attributes are refused (they change what rustc builds).
fn derives(attrs: &[syn::Attribute]) -> Lowered<Derived> {
    let mut derived = Vec::new();
    let mut spans = Vec::new();
    let mut bare_serde = Vec::new();
    for attr in attrs {
        // `#[serde(…)]` on the type: `serde_syntax::container_attrs`.
        if is_inert(attr) || attr.path().is_ident("serde") {
            continue;
        }
        if !attr.path().is_ident("derive") {
            return Err(reject(attr, "this attribute", "`#[derive(…)]`"));
        }
        let mut error = None;
        let parsed = attr.parse_nested_meta(|meta| {
            let name = meta
                .path
                .segments
                .last()
                .map(|s| s.ident.to_string())
                .unwrap_or_default();
            if DERIVABLE.contains(&name.as_str()) {
                if meta.path.segments.len() == 1
                    && matches!(name.as_str(), "Serialize" | "Deserialize")
                {
                    bare_serde.push((name.clone(), span_of(&meta.path)));
                }
                derived.push(name);
                spans.push(span_of(&meta.path));
            } else if error.is_none() {
                error = Some(reject(
                    &meta.path,
                    &format!("`#[derive({name})]`"),
                    &format!("deriving {}", DERIVABLE.join(", ")),
                ));
            }
            Ok(())
        });
        if let Some(error) = error {
            return Err(error);
        }
        parsed.map_err(|e| ScriptError::new(span_of(attr), e.to_string()))?;
    }
    Ok(Derived {
        names: derived,
        spans,
        bare_serde,
    })
}

/// An `impl` block: its functions are appended to `functions`.
pub fn lower_impl(
    item: &syn::ItemImpl,
    index: usize,
    functions: &mut Vec<Function>,
) -> Lowered<ImplDef> {
    type_and_lifetime_params_only(&item.generics, "a generic `impl`")?;
    if item.unsafety.is_some() {
        return Err(reject(item, "an `unsafe impl`", "plain `impl` blocks"));
    }
    let (self_name, self_args, self_lifetimes) = match &*item.self_ty {
        syn::Type::Path(path) if path.qself.is_none() && path.path.segments.len() == 1 => {
            let segment = &path.path.segments[0];
            let lifetimes = match &segment.arguments {
                syn::PathArguments::AngleBracketed(args) => args
                    .args
                    .iter()
                    .filter_map(|arg| match arg {
                        syn::GenericArgument::Lifetime(lifetime) => Some(lifetime.clone()),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let args = impl_self_args(&segment.arguments, &item.generics)
                .ok_or_else(|| {
                    reject(
                        &item.self_ty,
                        "an `impl` for these generic arguments",
                        "`impl<W: Write> S<W>` (each of the impl's type parameters once) and `impl S<f32>`",
                    )
                })?;
            (segment.ident.to_string(), args, lifetimes)
        }
        other => {
            return Err(reject(
                other,
                "an `impl` for this type",
                "`impl` blocks for the script's own structs",
            ));
        }
    };
    let trait_path = match &item.trait_ {
        Some((Some(bang), _, _)) => {
            return Err(reject(bang, "a negative impl", "plain `impl` blocks"));
        }
        Some((None, path, _)) => Some(
            path.segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect::<Vec<_>>(),
        ),
        None => None,
    };
    let trait_args = match item
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
    {
        Some(syn::PathSegment {
            arguments: syn::PathArguments::AngleBracketed(args),
            ..
        }) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                syn::GenericArgument::Type(ty) => Some(ty.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    // `type Item = u32;`: what `Self::Item` names in the impl's signatures, written there in
    // its place (as rustc normalizes it).
    let mut assoc_types = Vec::new();
    for impl_item in &item.items {
        if let syn::ImplItem::Type(assoc) = impl_item {
            if !assoc.generics.params.is_empty() || assoc.generics.where_clause.is_some() {
                return Err(reject(
                    &assoc.generics,
                    "a generic associated type",
                    "`type Item = T;`",
                ));
            }
            assoc_types.push(AssocType {
                name: assoc.ident.to_string(),
                ty: assoc.ty.clone(),
                span: span_of(assoc),
            });
        }
    }
    let mut own = Vec::new();
    for impl_item in &item.items {
        if let syn::ImplItem::Fn(function) = impl_item
            && !super::cfg::kept(&function.attrs)?
        {
            continue;
        }
        match impl_item {
            syn::ImplItem::Type(_) => {}
            syn::ImplItem::Fn(function) => {
                own.push(functions.len());
                let mut written = function.clone();
                for assoc in &assoc_types {
                    written =
                        super::self_assoc::replace_in_function(&written, &assoc.name, &assoc.ty)?;
                }
                let function = &written;
                let mut lowered = lower_function(
                    &function.sig,
                    &function.block,
                    Some((self_name.clone(), index)),
                )?;
                let own = function.sig.generics.type_params().map(|p| &p.ident);
                no_repeated_params(
                    &item
                        .generics
                        .type_params()
                        .map(|p| &p.ident)
                        .chain(own)
                        .collect::<Vec<_>>(),
                )?;
                with_impl_generics(&mut lowered, &item.generics, (&self_args, &self_lifetimes));
                if !matches!(function.vis, syn::Visibility::Inherited) {
                    let (vis, sig) = (span_of(&function.vis), lowered.signature_span);
                    lowered.signature_span = Span {
                        end_line: sig.end_line,
                        end_column: sig.end_column,
                        ..vis
                    };
                }
                functions.push(lowered);
            }
            other => {
                return Err(reject(
                    other,
                    "this item in an `impl` block",
                    "functions and methods",
                ));
            }
        }
    }
    Ok(ImplDef {
        self_name,
        self_args,
        self_lifetimes,
        assoc_types,
        generics: item.generics.clone(),
        trait_path,
        trait_args,
        span: span_of(&item.self_ty),
        impl_span: span_of(&item.impl_token),
        functions: own,
        scope: Default::default(),
    })
}

/// rustc's E0403: a type parameter named twice in one item's parameters (a method's own
/// among its impl's included).
pub fn no_repeated_params(params: &[&syn::Ident]) -> Lowered<()> {
    for (i, ident) in params.iter().enumerate() {
        if params[..i].contains(ident) {
            return Err(ScriptError::rustc(
                "E0403",
                span_of(*ident),
                format!(
                    "the name `{ident}` is already used for a generic parameter in this item's generic parameters"
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses generic parameters other than types and lifetimes (a constant, a default type, a
/// lifetime that outlives another), and a parameter named twice (rustc's E0403).
fn type_and_lifetime_params_only(generics: &syn::Generics, what: &str) -> Lowered<()> {
    no_repeated_params(&generics.type_params().map(|p| &p.ident).collect::<Vec<_>>())?;
    no_repeated_params(
        &generics
            .lifetimes()
            .map(|p| &p.lifetime.ident)
            .collect::<Vec<_>>(),
    )?;
    for param in &generics.params {
        let refused = match param {
            syn::GenericParam::Type(t) if t.default.is_none() => continue,
            syn::GenericParam::Lifetime(l) if l.bounds.is_empty() => continue,
            syn::GenericParam::Type(_) => "a default type parameter",
            syn::GenericParam::Lifetime(_) => "a lifetime bound",
            syn::GenericParam::Const(_) => "a const parameter",
        };
        return Err(reject(
            param,
            &format!("{what} with {refused}"),
            "type and lifetime parameters (`<'a, W: Write>`)",
        ));
    }
    Ok(())
}

/// The generic arguments of an impl's self type as written, when each is one of the impl's
/// type parameters (each of them once: `impl<W: Write> S<W>`) or a type that names none of
/// them (`impl S<f32>`); `None` for any other (`impl<T> S<Vec<T>>`, rustc's E0207 of
/// `impl<T> S<u8>`).
fn impl_self_args(
    arguments: &syn::PathArguments,
    generics: &syn::Generics,
) -> Option<Vec<syn::Type>> {
    use quote::ToTokens;
    let params: Vec<String> = generics
        .type_params()
        .map(|p| p.ident.to_string())
        .collect();
    let written: Vec<syn::Type> = match arguments {
        syn::PathArguments::None => Vec::new(),
        syn::PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter(|arg| !matches!(arg, syn::GenericArgument::Lifetime(_)))
            .map(|arg| match arg {
                syn::GenericArgument::Type(ty) => Some(ty.clone()),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?,
        syn::PathArguments::Parenthesized(_) => return None,
    };
    let as_param = |ty: &syn::Type| match ty {
        syn::Type::Path(p) if p.qself.is_none() => p
            .path
            .get_ident()
            .map(ToString::to_string)
            .filter(|name| params.contains(name)),
        _ => None,
    };
    let mentions_param = |ty: &syn::Type| {
        ty.to_token_stream()
            .into_iter()
            .any(|token| matches!(&token, proc_macro2::TokenTree::Ident(i) if params.contains(&i.to_string())))
    };
    let each_once = params.iter().all(|p| {
        written
            .iter()
            .filter(|ty| as_param(ty).as_ref() == Some(p))
            .count()
            == 1
    });
    let nested = written
        .iter()
        .any(|ty| as_param(ty).is_none() && mentions_param(ty));
    (each_once && !nested).then_some(written)
}

/// A method of an impl for a generic struct: the impl's type parameters and `where` bounds
/// come before its own, as they are in scope in its signature and body.
fn with_impl_generics(
    function: &mut Function,
    generics: &syn::Generics,
    (self_args, self_lifetimes): (&[syn::Type], &[syn::Lifetime]),
) {
    function.self_args = self_args.to_vec();
    function.self_lifetimes = self_lifetimes.to_vec();
    if generics.params.is_empty() {
        return;
    }
    let own = std::mem::take(&mut function.generics);
    let mut merged = generics.clone();
    merged.params.extend(own.params);
    if let Some(own_where) = own.where_clause {
        merged
            .make_where_clause()
            .predicates
            .extend(own_where.predicates);
    }
    function.generics = merged;
    function.impl_params = generics
        .type_params()
        .map(|p| p.ident.to_string())
        .collect();
}

/// `P { x: 1, y, ..base }`: fields as written, shorthand expanded.
pub fn lower_struct_literal(literal: &syn::ExprStruct) -> Lowered<ExprKind> {
    if literal.qself.is_some() {
        return Err(reject(literal, "a qualified path", "plain names"));
    }
    let mut fields = Vec::new();
    for field in &literal.fields {
        let syn::Member::Named(name) = &field.member else {
            return Err(reject(
                &field.member,
                "a numbered field in a struct literal",
                "`Name(a, b)` for tuple structs",
            ));
        };
        fields.push((name.to_string(), lower_expr(&field.expr)?));
    }
    Ok(ExprKind::StructLit {
        path: literal
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect(),
        fields,
        base: match &literal.rest {
            Some(rest) => Some(Box::new(lower_expr(rest)?)),
            None => None,
        },
    })
}

/// `|a, (b, c)| body`, `move |x: &str| { … }`, `|i: i32| -> i32 { i + 1 }`.
pub fn lower_closure(closure: &syn::ExprClosure) -> Lowered<ExprKind> {
    if closure.asyncness.is_some() || closure.constness.is_some() || closure.lifetimes.is_some() {
        return Err(reject(closure, "this closure", "plain closures `|x| …`"));
    }
    let mut params = Vec::new();
    for input in &closure.inputs {
        let (pat, ty) = match input {
            syn::Pat::Type(typed) => (&*typed.pat, Some((*typed.ty).clone())),
            other => (other, None),
        };
        params.push((super::lower_pat(pat)?, ty));
    }
    let ret = match &closure.output {
        syn::ReturnType::Type(_, ty) => Some((**ty).clone()),
        syn::ReturnType::Default => None,
    };
    Ok(ExprKind::Closure(std::rc::Rc::new(ClosureDef {
        params,
        ret,
        body: lower_expr(&closure.body)?,
        is_move: closure.capture.is_some(),
        captures: Vec::new(),
        owns: false,
    })))
}

/// `const NAME: Type = value;` / `static NAME: Type = value;`.
pub fn lower_const(
    name: &syn::Ident,
    ty: &syn::Type,
    value: &syn::Expr,
    is_static: bool,
) -> Lowered<ConstDef> {
    Ok(ConstDef {
        name: name.to_string(),
        is_static,
        ty: ty.clone(),
        value: lower_expr(value)?,
        span: span_of(name),
        scope: Default::default(),
    })
}
