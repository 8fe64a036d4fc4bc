//! Lifetime elision in a script function's signature, as rustc applies it: a reference in the
//! return type with no lifetime written takes the one lifetime of the inputs, or `&self`'s;
//! with none, or several and no `&self`, rustc refuses the signature (E0106) before looking at
//! the body.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, FormatTarget, Function, SelfParam, Stmt};
use super::super::source::span_of;
use super::Checked;

/// The lifetimes a type mentions: `elided` counts `&` and `'_` without a name.
#[derive(Default)]
struct Lifetimes {
    /// The named ones, by name (`'static` too).
    names: Vec<String>,
    named: usize,
    elided: usize,
    /// The first elided one, for the error's position.
    first_elided: Option<proc_macro2::Span>,
}

impl Lifetimes {
    fn lifetime(&mut self, lifetime: &syn::Lifetime) {
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
    fn visit(&mut self, ty: &syn::Type) {
        match ty {
            syn::Type::Reference(reference) => {
                match &reference.lifetime {
                    Some(lifetime) => self.lifetime(lifetime),
                    None => {
                        self.elided += 1;
                        self.first_elided.get_or_insert(reference.and_token.span);
                    }
                }
                self.visit(&reference.elem);
            }
            syn::Type::Path(path) => {
                for segment in &path.path.segments {
                    if let syn::PathArguments::AngleBracketed(args) = &segment.arguments {
                        for arg in &args.args {
                            match arg {
                                syn::GenericArgument::Lifetime(lifetime) => self.lifetime(lifetime),
                                syn::GenericArgument::Type(ty) => self.visit(ty),
                                _ => {}
                            }
                        }
                    }
                }
            }
            syn::Type::Slice(slice) => self.visit(&slice.elem),
            syn::Type::Array(array) => self.visit(&array.elem),
            syn::Type::Ptr(ptr) => self.visit(&ptr.elem),
            syn::Type::Paren(paren) => self.visit(&paren.elem),
            syn::Type::Group(group) => self.visit(&group.elem),
            syn::Type::Tuple(tuple) => tuple.elems.iter().for_each(|ty| self.visit(ty)),
            _ => {}
        }
    }
}

fn lifetimes_of(ty: &syn::Type) -> Lifetimes {
    let mut found = Lifetimes::default();
    found.visit(ty);
    found
}

/// The parameters a function's returned value may borrow from, as its signature says: each
/// whose type names a lifetime the return type names, or, with the return's lifetime elided,
/// the one parameter with a lifetime (a method's `&self` lends instead, not a parameter).
pub fn lending_params(function: &Function) -> Vec<usize> {
    let Some(ret) = &function.ret else {
        return Vec::new();
    };
    let output = lifetimes_of(ret);
    let inputs = function.params.iter().map(|p| lifetimes_of(&p.annotation));
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
pub fn check_elision(function: &Function) -> Checked<()> {
    let Some(ret) = &function.ret else {
        return Ok(());
    };
    let output = lifetimes_of(ret);
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
            let found = lifetimes_of(&p.annotation);
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
