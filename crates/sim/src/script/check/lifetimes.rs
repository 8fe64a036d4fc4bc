//! Lifetime elision in a script function's signature, as rustc applies it: a reference in the
//! return type with no lifetime written takes the one lifetime of the inputs, or `&self`'s;
//! with none, or several and no `&self`, rustc refuses the signature (E0106) before looking at
//! the body.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, FormatTarget, Function, SelfParam, Stmt};
use super::super::source::span_of;
use super::Checked;
use super::user_items::UserItems;

/// The name `Self`'s `'_` is known by in a signature of `impl Parser<'_>`: a lifetime of the
/// impl's own, not one elided in the signature.
const IMPL_ANONYMOUS: &str = "_impl";

/// What a signature's types are read with: the script's types (a struct's lifetime
/// parameters hide behind its plain name) and what `Self` names.
#[derive(Clone, Copy)]
pub struct SignatureScope<'a> {
    pub items: &'a UserItems,
    /// The lifetimes of the impl's type as written (`'a` of `impl<'a> Parser<'a>`).
    pub self_lifetimes: &'a [syn::Lifetime],
}

impl<'a> SignatureScope<'a> {
    pub fn of(function: &'a Function, items: &'a UserItems) -> Self {
        SignatureScope {
            items,
            self_lifetimes: &function.self_lifetimes,
        }
    }
}

/// The lifetimes a type mentions: `elided` counts `&`, `'_` and the lifetimes a struct's plain
/// name hides (`Parser` for `Parser<'_>`).
#[derive(Default)]
struct Lifetimes {
    /// The named ones, by name (`'static` too).
    names: Vec<String>,
    named: usize,
    elided: usize,
    /// The first elided one, for the error's position.
    first_elided: Option<proc_macro2::Span>,
    /// Every lifetime written, in order (`'_` and `'static` too).
    written: Vec<syn::Lifetime>,
}

impl Lifetimes {
    fn lifetime(&mut self, lifetime: &syn::Lifetime) {
        self.written.push(lifetime.clone());
        if lifetime.ident == "_" {
            self.elided += 1;
            self.first_elided.get_or_insert(lifetime.apostrophe);
        } else {
            self.named += 1;
            self.names.push(lifetime.ident.to_string());
        }
    }

    /// Walks a type. `dyn Trait` and `impl Trait` bounds elide by other rules (trait
    /// objects' defaults), which bufscope does not check: they count nothing.
    fn visit(&mut self, ty: &syn::Type, scope: SignatureScope<'_>) {
        match ty {
            syn::Type::Reference(reference) => {
                match &reference.lifetime {
                    Some(lifetime) => self.lifetime(lifetime),
                    None => {
                        self.elided += 1;
                        self.first_elided.get_or_insert(reference.and_token.span);
                    }
                }
                self.visit(&reference.elem, scope);
            }
            syn::Type::Path(path) if path.qself.is_none() && path.path.is_ident("Self") => {
                self.named += scope.self_lifetimes.len();
                self.names.extend(impl_lifetime_names(scope));
            }
            syn::Type::Path(path) => {
                for segment in &path.path.segments {
                    let mut written = 0;
                    if let syn::PathArguments::AngleBracketed(args) = &segment.arguments {
                        for arg in &args.args {
                            match arg {
                                syn::GenericArgument::Lifetime(lifetime) => {
                                    written += 1;
                                    self.lifetime(lifetime);
                                }
                                syn::GenericArgument::Type(ty) => self.visit(ty, scope),
                                syn::GenericArgument::AssocType(assoc) => {
                                    self.visit(&assoc.ty, scope)
                                }
                                _ => {}
                            }
                        }
                    }
                    let hidden = scope
                        .items
                        .get(&segment.ident.to_string())
                        .map_or(0, |user| user.lifetimes.len());
                    if written == 0 && hidden > 0 {
                        self.elided += hidden;
                        self.first_elided.get_or_insert(segment.ident.span());
                    }
                }
            }
            syn::Type::Slice(slice) => self.visit(&slice.elem, scope),
            syn::Type::Array(array) => self.visit(&array.elem, scope),
            syn::Type::Ptr(ptr) => self.visit(&ptr.elem, scope),
            syn::Type::Paren(paren) => self.visit(&paren.elem, scope),
            syn::Type::Group(group) => self.visit(&group.elem, scope),
            syn::Type::Tuple(tuple) => tuple.elems.iter().for_each(|ty| self.visit(ty, scope)),
            _ => {}
        }
    }
}

fn lifetimes_of(ty: &syn::Type, scope: SignatureScope<'_>) -> Lifetimes {
    let mut found = Lifetimes::default();
    found.visit(ty, scope);
    found
}

/// rustc's E0261: a lifetime `ty` names that is neither declared (`declared`: the item's
/// lifetime parameters) nor `'static` or `'_`.
pub fn declared_lifetimes_only(
    ty: &syn::Type,
    declared: &syn::Generics,
    scope: SignatureScope<'_>,
) -> Checked<()> {
    let known = |lifetime: &syn::Lifetime| {
        lifetime.ident == "static"
            || lifetime.ident == "_"
            || declared
                .lifetimes()
                .any(|l| l.lifetime.ident == lifetime.ident)
    };
    match lifetimes_of(ty, scope)
        .written
        .into_iter()
        .find(|l| !known(l))
    {
        None => Ok(()),
        Some(lifetime) => Err(ScriptError::rustc(
            "E0261",
            span_of(&lifetime),
            format!("use of undeclared lifetime name `{lifetime}`"),
        )
        .with_help(format!(
            "declare it among the generic parameters: `<{lifetime}>`"
        ))),
    }
}

/// rustc's E0261 for a function's signature: its parameters' and return types name only its
/// own lifetimes and its impl's.
pub fn check_declared(function: &Function, scope: SignatureScope<'_>) -> Checked<()> {
    let types = function
        .params
        .iter()
        .map(|p| &p.annotation)
        .chain(&function.ret);
    for ty in types {
        declared_lifetimes_only(ty, &function.generics, scope)?;
    }
    Ok(())
}

/// The checks of a struct's lifetimes in its fields' `types`: each named is declared (E0261),
/// none elided (E0106: `&str`, or `Parser` for `Parser<'a>`), each declared is used (E0392).
pub fn check_struct_lifetimes(
    generics: &syn::Generics,
    types: &[&syn::Type],
    scope: SignatureScope<'_>,
) -> Checked<()> {
    let mut used = Vec::new();
    for ty in types {
        declared_lifetimes_only(ty, generics, scope)?;
        let found = lifetimes_of(ty, scope);
        if let Some(at) = found.first_elided {
            return Err(
                ScriptError::rustc("E0106", span_of(&at), "missing lifetime specifier")
                    .with_help("a type that holds a reference names its lifetime: declare one on the struct (`struct S<'a>`) and name it (`&'a str`)"),
            );
        }
        used.extend(found.names);
    }
    for param in generics.lifetimes() {
        let name = param.lifetime.ident.to_string();
        if !used.contains(&name) {
            return Err(ScriptError::rustc(
                "E0392",
                span_of(&param.lifetime),
                format!("lifetime parameter `{}` is never used", param.lifetime),
            )
            .with_help(format!(
                "remove `{}`, refer to it in a field, or use a marker such as `PhantomData`",
                param.lifetime
            )));
        }
    }
    Ok(())
}

/// Whether a method's returned value borrows only what `self`'s lifetimes borrow (`Option<&'a
/// str>` or `Self` of `impl<'a> Parser<'a>`), not `self` itself: two such values may live
/// together, and beside a later `&mut self` call, as a `next` item does.
pub fn lends_through_self(function: &Function, scope: SignatureScope<'_>) -> bool {
    let (Some(ret), Some(_)) = (&function.ret, function.self_param) else {
        return false;
    };
    let output = lifetimes_of(ret, scope);
    let own: Vec<String> = impl_lifetime_names(scope).collect();
    output.elided == 0
        && !output.names.is_empty()
        && output.names.iter().all(|name| own.contains(name))
}

/// The parameters of a method whose types name the lifetimes of `self`'s type (`s: &'a str`
/// of `impl<'a> Parser<'a>`): what they borrow, `self` may keep.
pub fn kept_by_self(function: &Function, scope: SignatureScope<'_>) -> Vec<usize> {
    if function.self_param.is_none() {
        return Vec::new();
    }
    let own: Vec<String> = impl_lifetime_names(scope).collect();
    function
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            lifetimes_of(&p.annotation, scope)
                .names
                .iter()
                .any(|name| own.contains(name))
        })
        .map(|(i, _)| i)
        .collect()
}

/// The names of the impl's type's lifetimes, as [`Lifetimes`] records them.
fn impl_lifetime_names(scope: SignatureScope<'_>) -> impl Iterator<Item = String> + '_ {
    scope.self_lifetimes.iter().map(|l| {
        if l.ident == "_" {
            IMPL_ANONYMOUS.to_string()
        } else {
            l.ident.to_string()
        }
    })
}

/// The parameters a function's returned value may borrow from, as its signature says: each
/// whose type names a lifetime the return type names, or, with the return's lifetime elided,
/// the one parameter with a lifetime (a method's `&self` lends instead, not a parameter).
pub fn lending_params(function: &Function, scope: SignatureScope<'_>) -> Vec<usize> {
    let Some(ret) = &function.ret else {
        return Vec::new();
    };
    let output = lifetimes_of(ret, scope);
    let inputs = function
        .params
        .iter()
        .map(|p| lifetimes_of(&p.annotation, scope));
    if output.elided > 0 {
        if function.self_param.is_some() {
            return Vec::new();
        }
        let with: Vec<usize> = inputs
            .enumerate()
            .filter(|(_, found)| found.named + found.elided > 0)
            .map(|(i, _)| i)
            .collect();
        return if with.len() == 1 { with } else { Vec::new() };
    }
    let names: Vec<&String> = output.names.iter().filter(|n| *n != "static").collect();
    inputs
        .enumerate()
        .filter(|(_, found)| found.names.iter().any(|n| names.contains(&n)))
        .map(|(i, _)| i)
        .collect()
}

/// E0106 when the return type elides a lifetime that the inputs cannot give.
pub fn check_elision(function: &Function, scope: SignatureScope<'_>) -> Checked<()> {
    let Some(ret) = &function.ret else {
        return Ok(());
    };
    let output = lifetimes_of(ret, scope);
    let Some(at) = output.first_elided else {
        return Ok(());
    };
    if matches!(
        function.self_param,
        Some(SelfParam::Ref | SelfParam::RefMut)
    ) {
        return Ok(());
    }
    let inputs: usize = function
        .params
        .iter()
        .map(|p| {
            let found = lifetimes_of(&p.annotation, scope);
            found.named + found.elided
        })
        .sum();
    if inputs == 1 {
        return Ok(());
    }
    let help = if inputs == 0 {
        "this function's return type contains a borrowed value, but there is no value for it to be borrowed from"
    } else {
        "this function's return type contains a borrowed value, but the signature does not say which one of its arguments it is borrowed from"
    };
    Err(ScriptError::rustc("E0106", span_of(&at), "missing lifetime specifier").with_help(help))
}

/// E0515 when a function that returns a reference ends with `&s` of a local it owns: a
/// value made in its body (`String::from`, `format!`, `vec!`, `.to_string()`…), which is
/// dropped when it returns. Checked after the body's types, as rustc's borrow checker runs
/// after its type checker.
pub fn check_returned_locals(function: &Function) -> Checked<()> {
    if !matches!(function.ret, Some(syn::Type::Reference(_))) {
        return Ok(());
    }
    let Some(tail) = &function.body.tail else {
        return Ok(());
    };
    let ExprKind::Ref { expr, .. } = &tail.kind else {
        return Ok(());
    };
    let ExprKind::Var(name) = &expr.kind else {
        return Ok(());
    };
    // The last `let` of that name decides (a later one shadows an earlier one).
    let owned = function
        .body
        .stmts
        .iter()
        .rev()
        .find_map(|stmt| match stmt {
            Stmt::Let {
                name: declared,
                init,
                ..
            } if declared == name => Some(init.as_ref().is_some_and(makes_owned_value)),
            _ => None,
        });
    if owned != Some(true) {
        return Ok(());
    }
    Err(ScriptError::rustc(
        "E0515",
        tail.span,
        format!("cannot return reference to local variable `{name}`"),
    )
    .with_help(
        "returns a reference to data owned by the current function: return the value itself",
    ))
}

/// Whether `expr` certainly makes a new owned value (not a reference).
fn makes_owned_value(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Call { path, .. } => {
            path.ends_with("::new") || path.ends_with("::from") || path.ends_with("::with_capacity")
        }
        ExprKind::Format(call) => matches!(call.target, FormatTarget::String),
        ExprKind::VecList(_) | ExprKind::VecRepeat(..) => true,
        ExprKind::Method { method, .. } => matches!(
            method.as_str(),
            "to_string" | "to_owned" | "to_vec" | "to_uppercase" | "to_lowercase" | "repeat"
        ),
        _ => false,
    }
}
