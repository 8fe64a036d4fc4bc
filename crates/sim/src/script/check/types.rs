//! Types as a program writes them (`BufWriter<File>`, `io::Result<()>`, `&mut dyn Write`),
//! resolved through its imports, and functions' signatures.

use syn::spanned::Spanned;

use super::super::error::ScriptError;
use super::super::source::span_of;
use super::super::surface::{primitive, surface};
use super::super::ty::Ty;
use super::Checked;
use super::infer::Infer;
use super::names::Imports;
use super::user_items::UserItems;
use crate::trace::Span;

/// Where a written type is resolved: the program's imports, and the generic parameters of
/// the function it is in (each seen as `dyn` its first bound: the body may use only what the
/// bound gives, and any implementing type coerces to it at a call).
#[derive(Debug, Clone, Copy)]
pub struct TypeScope<'a> {
    pub imports: &'a Imports,
    pub generics: &'a [(String, Ty)],
    /// The script's own types.
    pub items: &'a UserItems,
    /// In an `impl` block: the type `Self` names.
    pub owner: Option<&'a str>,
    /// In an impl for a generic struct: the arguments `Self` has, as written (`W` of
    /// `impl<W: Write> S<W>`, among `generics`; `f32` of `impl S<f32>`).
    pub owner_args: &'a [syn::Type],
}

/// Whether `ty` has a generic parameter (`is_generic`: how the signature shows one, `dyn` its
/// bound or `Ty::Param`) inside a slice, an array, a tuple or a type's arguments (`inside`:
/// already within one); at the top, behind `&` or in a `Box`, it is passed as written.
pub fn generic_inside(ty: &Ty, inside: bool, is_generic: fn(&Ty) -> bool) -> bool {
    match ty {
        _ if is_generic(ty) => inside,
        Ty::Ref { to, .. } => generic_inside(to, inside, is_generic),
        Ty::Adt(name, args) if name == "Box" => {
            args.iter().any(|a| generic_inside(a, inside, is_generic))
        }
        Ty::Adt(_, items) | Ty::Tuple(items) => {
            items.iter().any(|a| generic_inside(a, true, is_generic))
        }
        Ty::Slice(of) | Ty::Array(of, _) => generic_inside(of, true, is_generic),
        _ => false,
    }
}

pub(super) fn unsupported(node: &impl Spanned, what: &str) -> ScriptError {
    ScriptError::new(
        span_of(node),
        format!("{what} is not supported by bufscope"),
    )
    .with_help("types of the std surface: see the README's list of supported items")
}

/// A written type. `infer` is where `_` gets a fresh variable (in a `let`); signatures have
/// none, and there `_` is refused as rustc refuses it.
pub fn written_type(
    ty: &syn::Type,
    scope: TypeScope<'_>,
    infer: &mut Option<&mut Infer>,
) -> Checked<Ty> {
    Ok(match ty {
        syn::Type::Reference(r) => {
            Ty::reference(r.mutability.is_some(), written_type(&r.elem, scope, infer)?)
        }
        syn::Type::Slice(s) => Ty::Slice(Box::new(written_type(&s.elem, scope, infer)?)),
        syn::Type::Array(a) => {
            let len = match &a.len {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Int(n),
                    ..
                }) => n.base10_parse::<u64>().ok(),
                _ => None,
            };
            Ty::Array(Box::new(written_type(&a.elem, scope, infer)?), len)
        }
        syn::Type::Tuple(t) if t.elems.is_empty() => Ty::Unit,
        syn::Type::Tuple(t) => Ty::Tuple(
            t.elems
                .iter()
                .map(|e| written_type(e, scope, infer))
                .collect::<Checked<Vec<_>>>()?,
        ),
        syn::Type::Never(_) => Ty::Never,
        syn::Type::Paren(p) => written_type(&p.elem, scope, infer)?,
        syn::Type::Group(g) => written_type(&g.elem, scope, infer)?,
        syn::Type::Infer(i) => match infer {
            Some(infer) => infer.fresh(),
            None => {
                return Err(ScriptError::rustc(
                    "E0121",
                    span_of(i),
                    "the placeholder `_` is not allowed within types on item signatures",
                ));
            }
        },
        syn::Type::TraitObject(t) => {
            let ty = dyn_of(t.bounds.first(), scope, t, "this trait object")?;
            let named = t.bounds.first().map_or_else(|| span_of(t), span_of);
            refuse_dyn_incompatible(&ty, scope.items, named)?;
            ty
        }
        syn::Type::Path(p) if p.qself.is_none() => path_type(&p.path, scope, infer)?,
        // `impl Write` in a parameter: any writer, seen as `dyn Write` in the body.
        syn::Type::ImplTrait(t) => match super::impl_iterator::iterator_item_written(t) {
            // `impl Iterator<Item = T>`: an iterator of `T` (see `check::impl_iterator`).
            // A lifetime bound (`+ 'a`) adds nothing in Rust 2024, which captures them all.
            Some(item)
                if t.bounds
                    .iter()
                    .skip(1)
                    .all(|b| matches!(b, syn::TypeParamBound::Lifetime(_))) =>
            {
                // It promises `Iterator` and nothing more: no `rev` (`DoubleEndedIterator`).
                Ty::adt("ForwardIter", vec![written_type(item, scope, infer)?])
            }
            Some(_) => {
                return Err(unsupported(
                    t,
                    "an `impl Iterator` with another trait bound",
                ));
            }
            None => match super::callable_types::opaque_callable(t, &mut |t| {
                written_type(t, scope, infer)
            }) {
                Some(callable) => callable?,
                None => dyn_of(t.bounds.first(), scope, t, "this `impl` type")?,
            },
        },
        other => return Err(unsupported(other, "this type")),
    })
}

/// std's traits a `dyn` cannot hold (they need `Self: Sized`, or name `Self` or a generic
/// in a method): a script's trait with one of them as a supertrait is not dyn compatible.
const DYN_INCOMPATIBLE: &[&str] = &[
    "Clone",
    "Copy",
    "Default",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
];

/// `dyn Shape` of the script's trait `Shape: Clone`: rustc's E0038. (A bound `T: Shape` and
/// `Self` in its provided methods are fine.)
fn refuse_dyn_incompatible(ty: &Ty, items: &UserItems, span: Span) -> Checked<()> {
    let Ty::Dyn(names) = ty else {
        return Ok(());
    };
    let mut traits = names.split(" + ");
    let Some(own) = traits.next().filter(|name| items.is_trait(name)) else {
        return Ok(());
    };
    if traits.any(|name| DYN_INCOMPATIBLE.contains(&name)) {
        return Err(ScriptError::rustc(
            "E0038",
            span,
            format!("the trait `{own}` is not dyn compatible"),
        )
        .with_help("a supertrait of it (`Clone`, `PartialEq`, `Default`…) needs `Self: Sized` or names `Self`; use a generic `T: Trait` instead"));
    }
    Ok(())
}

/// `dyn Trait` / `impl Trait`: the trait its first bound names.
fn dyn_of(
    bound: Option<&syn::TypeParamBound>,
    scope: TypeScope<'_>,
    node: &impl Spanned,
    what: &str,
) -> Checked<Ty> {
    let Some(syn::TypeParamBound::Trait(bound)) = bound else {
        return Err(unsupported(node, what));
    };
    let imports = scope.imports;
    let segments = path_segments(&bound.path);
    let name = trait_named(&segments, imports, scope.items)
        .ok_or_else(|| cannot_find("trait", &segments, span_of(&bound.path), imports))?;
    Ok(Ty::Dyn(scope.items.dyn_name(&name)))
}

pub(super) fn path_segments(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

pub(super) fn cannot_find(
    what: &str,
    segments: &[String],
    span: Span,
    imports: &Imports,
) -> ScriptError {
    let name = segments.join("::");
    // A std item the table lacks (`T: std::str::FromStr`, `F: Fn()`): rustc knows it.
    let in_prelude = matches!(segments, [one] if super::names::STD_PRELUDE.contains(&one.as_str()));
    if let Some(full) = imports
        .full_path(segments)
        .or(in_prelude.then(|| name.clone()))
        && (full.starts_with("std::") || in_prelude)
    {
        return ScriptError::new(
            span,
            format!("the {what} `{full}` is not supported by bufscope yet"),
        )
        .with_help("items of the std surface: see the README's list of supported items");
    }
    if segments.len() > 1 && crate::script::lower::items::is_external_crate(&segments[0]) {
        return ScriptError::external_crate(&segments[0], span);
    }
    if segments.len() > 1 {
        return ScriptError::rustc(
            "E0433",
            span,
            format!(
                "failed to resolve: use of undeclared crate or module `{}`",
                segments[0]
            ),
        )
        .with_help(format!("import it first, e.g. `use std::{};`", segments[0]));
    }
    // rustc's code for a trait it cannot find differs from a type's.
    let (code, example) = if what == "trait" {
        ("E0405", "`use std::io::Write;`")
    } else {
        ("E0412", "`use std::io::BufWriter;`")
    };
    ScriptError::rustc(
        code,
        span,
        format!("cannot find {what} `{name}` in this scope"),
    )
    .with_help(format!(
        "define it, or import it with a `use` line, e.g. {example}"
    ))
}

/// The table name of the trait a written path names: one of std's, or the script's own
/// (`Shape`, `crate::Shape`), which it names as written.
pub fn trait_named(segments: &[String], imports: &Imports, items: &UserItems) -> Option<String> {
    if let [.., name] = segments
        && segments.len() <= 2
        && (segments.len() == 1 || segments[0] == "crate")
        && items.is_trait(name)
    {
        return Some(name.clone());
    }
    let path = imports.full_path(segments)?;
    surface().trait_by_path(&path).map(|t| t.name.clone())
}

fn generic_args(
    segment: &syn::PathSegment,
    scope: TypeScope<'_>,
    infer: &mut Option<&mut Infer>,
) -> Checked<Vec<Ty>> {
    match &segment.arguments {
        syn::PathArguments::None => Ok(Vec::new()),
        syn::PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                syn::GenericArgument::Type(t) => Some(written_type(t, scope, infer)),
                _ => None,
            })
            .collect(),
        syn::PathArguments::Parenthesized(p) => Err(unsupported(p, "this type")),
    }
}

/// The script's type `user` with the generic arguments `segment` gives it; rustc's E0107
/// when their number is not its parameters', and its E0277 where an argument (in a body,
/// where the script's impls are known) lacks a bound the struct declares.
fn script_type_args(
    user: &super::user_items::UserType,
    segment: &syn::PathSegment,
    span: Span,
    scope: TypeScope<'_>,
    infer: &mut Option<&mut Infer>,
) -> Checked<Ty> {
    let own = &user.name;
    let expected = user.params.len();
    let args = generic_args(segment, scope, infer)?;
    if args.len() != expected {
        let error = wrong_generic_count("struct", own, expected, args.len(), span);
        if !args.is_empty() {
            return Err(error);
        }
        let params: Vec<&str> = user.params.iter().map(|p| p.name.as_str()).collect();
        let plural = if expected == 1 { "" } else { "s" };
        return Err(error.with_help(format!(
            "`{own}` takes {expected} type argument{plural}: `{own}<{}>`",
            params.join(", ")
        )));
    }
    if let Some(infer) = infer {
        for (param, arg) in user.params.iter().zip(&args) {
            for bound in &param.bounds {
                if infer.implements(arg, bound) == super::infer::Implements::No {
                    let shown = infer.resolve(arg);
                    return Err(unsatisfied(&shown, &shown.to_string(), bound, span));
                }
            }
        }
    }
    Ok(Ty::adt(own, args))
}

fn path_type(
    path: &syn::Path,
    scope: TypeScope<'_>,
    infer: &mut Option<&mut Infer>,
) -> Checked<Ty> {
    let imports = scope.imports;
    let segments = path_segments(path);
    if let [name] = segments.as_slice()
        && let Some((_, ty)) = scope.generics.iter().find(|(n, _)| n == name)
    {
        return Ok(ty.clone());
    }
    let span = span_of(path);
    let Some(last) = path.segments.last() else {
        return Err(unsupported(path, "this type"));
    };
    if segments.len() == 1
        && let Some(prim) = primitive(&segments[0])
    {
        return Ok(prim);
    }
    if let [name] = segments.as_slice() {
        let own = if name == "Self" {
            scope.owner
        } else {
            Some(name.as_str())
        };
        if let Some(own) = own
            && let Some(user) = scope.items.get(own)
        {
            if name == "Self" {
                // In a generic impl, `Self` is the type with the impl's parameters.
                let args = scope
                    .owner_args
                    .iter()
                    .map(|arg| written_type(arg, scope, infer))
                    .collect::<Checked<Vec<_>>>()?;
                return Ok(Ty::adt(own, args));
            }
            return script_type_args(user, last, span, scope, infer);
        }
        // In a trait's provided method `Self` is whichever type implements it: checked as
        // that trait's `dyn`, as a generic parameter bounded by it is.
        if let Some(own) = own
            && name == "Self"
            && scope.items.is_trait(own)
        {
            return Ok(Ty::Dyn(scope.items.dyn_name(own)));
        }
        if scope.items.is_trait(name) {
            return Err(
                ScriptError::rustc("E0782", span, "expected a type, found a trait").with_help(
                    format!("write `dyn {name}`, or a generic parameter `T: {name}`"),
                ),
            );
        }
        if name == "Self" {
            return Err(
                ScriptError::rustc("E0411", span, "cannot find type `Self` in this scope")
                    .with_help("`Self` is only available in impls"),
            );
        }
    }
    let args = generic_args(last, scope, infer)?;
    let full = imports
        .full_path(&segments)
        .ok_or_else(|| cannot_find("type", &segments, span, imports))?;
    if full == "std::io::Result" {
        // `io::Result<T>` is `Result<T, io::Error>`.
        let ok = args.into_iter().next().unwrap_or(Ty::Unit);
        return Ok(Ty::result(ok, Ty::io_error()));
    }
    if full == "serde_json::Result" {
        // `serde_json::Result<T>` is `Result<T, serde_json::Error>`.
        let ok = args.into_iter().next().unwrap_or(Ty::Unit);
        return Ok(Ty::result(ok, Ty::adt("JsonError", Vec::new())));
    }
    if full == "std::fmt::Result" {
        // `fmt::Result` is `Result<(), fmt::Error>`.
        return Ok(Ty::result(Ty::Unit, Ty::adt("FmtError", Vec::new())));
    }
    let Some(decl) = surface().type_by_path(&full) else {
        return Err(ScriptError::new(
            span,
            format!("the type `{full}` is not supported by bufscope"),
        )
        .with_help("types of the std surface: see the README's list of supported items"));
    };
    if full == "std::borrow::Cow" && !args.is_empty() {
        // std's `Cow<'a, B>` takes one type; bufscope has only `Cow<str>`.
        return match args.as_slice() {
            [Ty::Str] => Ok(Ty::Adt(decl.name.clone(), Vec::new())),
            _ => Err(ScriptError::new(
                span,
                "a `Cow` of another type than `str` is not supported by bufscope",
            )),
        };
    }
    if args.len() != decl.params.len() {
        let name = last.ident.to_string();
        return Err(wrong_generic_count(
            &decl.kind,
            &name,
            decl.params.len(),
            args.len(),
            span,
        ));
    }
    if full == "std::iter::Peekable" {
        // std's `Peekable<I>` names the iterator it wraps; the table's holds the item that
        // iterator yields (what `peekable()` makes): `Peekable<Chars>` is `Peekable<char>`.
        let mut scratch = Infer::default();
        let infer = infer.as_deref_mut().unwrap_or(&mut scratch);
        if let Some(item) = infer.iterator_item(&args[0]) {
            return Ok(Ty::Adt(decl.name.clone(), vec![item]));
        }
    }
    Ok(Ty::Adt(decl.name.clone(), args))
}

/// rustc's E0107: the type `name` (a struct, an enum…) named with `supplied` generic
/// arguments where it takes `expected`.
pub(super) fn wrong_generic_count(
    kind: &str,
    name: &str,
    expected: usize,
    supplied: usize,
    span: Span,
) -> ScriptError {
    let message = if supplied == 0 {
        format!("missing generics for {kind} `{name}`")
    } else {
        format!(
            "{kind} takes {expected} generic argument{} but {supplied} generic argument{} supplied",
            if expected == 1 { "" } else { "s" },
            if supplied == 1 { " was" } else { "s were" }
        )
    };
    ScriptError::rustc("E0107", span, message)
}

/// Whether `ty` (or what it refers to) is one of the table's iterator types.
pub(super) fn is_iterator(ty: &Ty) -> bool {
    match ty {
        Ty::Ref { to, .. } => is_iterator(to),
        Ty::Adt(name, _) => matches!(
            name.as_str(),
            "IterAdapter"
                | "ForwardIter"
                | "Enumerate"
                | "Peekable"
                | "SliceIter"
                | "SliceIterMut"
                | "StrLines"
                | "StrBytes"
                | "SplitWhitespace"
                | "Chars"
                | "ToUppercase"
                | "ToLowercase"
                | "VecIntoIter"
                | "ArrayIntoIter"
                | "Drain"
        ),
        _ => false,
    }
}

/// rustc's E0277 for a type that lacks a trait; `shown` is the type as rustc names it.
pub fn unsatisfied(ty: &Ty, shown: &str, trait_name: &str, span: Span) -> ScriptError {
    if let Some(refusal) = super::serde_sites::serde_not_supported(ty, trait_name, span) {
        return refusal;
    }
    if trait_name == "Debug" && is_iterator(ty) {
        // std's iterators (and serde_json's map iterators) implement `Debug`, printing their
        // inner state, which bufscope does not keep.
        return ScriptError::new(
            span,
            "`{:?}` of an iterator is not supported by bufscope yet",
        )
        .with_help("collect the items first: `.collect::<Vec<_>>()`");
    }
    let path = rustc_trait_name(trait_name);
    let message = match trait_name {
        "Display" => format!("`{shown}` doesn't implement `std::fmt::Display`"),
        "Debug" => format!("`{shown}` doesn't implement `Debug`"),
        // The trait's lifetime parameter is part of its name to rustc.
        "Deserialize" => format!("the trait bound `{shown}: {path}<'de>` is not satisfied"),
        _ => format!("the trait bound `{shown}: {path}` is not satisfied"),
    };
    ScriptError::rustc("E0277", span, message)
}

/// A trait as rustc names it: a trait of the prelude by its name (`Ord`), any other by its
/// path (`std::io::Write`).
pub(super) fn rustc_trait_name(trait_name: &str) -> String {
    if trait_name == "RangeBounds" {
        // The table's marker stands for the one instance its signatures take (`Vec::drain`).
        return "RangeBounds<usize>".into();
    }
    if trait_name == "Hash" {
        // rustc trims a path no other item's name makes ambiguous (`std::io::Write` stays
        // whole beside `fmt::Write`).
        return "Hash".into();
    }
    surface()
        .traits
        .get(trait_name)
        .filter(|t| !t.prelude)
        .and_then(|t| t.path.clone())
        .unwrap_or_else(|| trait_name.to_string())
}
