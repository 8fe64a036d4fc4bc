//! Lifetime elision in a script function's signature, as rustc applies it: a reference in the
//! return type with no lifetime written takes the one lifetime of the inputs, or `&self`'s;
//! with none, or several and no `&self`, rustc refuses the signature (E0106) before looking at
//! the body.

use super::super::error::ScriptError;
use super::super::ir::{Function, SelfParam};
use super::super::source::span_of;
use super::Checked;

/// The lifetimes a type mentions: `elided` counts `&` and `'_` without a name.
#[derive(Default)]
struct Lifetimes {
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
