//! The std surface table ([`super::std_surface::STD_SURFACE`]) parsed into types, traits,
//! impls and functions the checker can query.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::ir::IntTy;
use super::std_surface::STD_SURFACE;
use super::ty::Ty;

/// A nominal std type.
#[derive(Debug, Clone)]
pub struct TypeDecl {
    pub name: String,
    /// The path a program names it by (`std::fs::File`).
    pub path: String,
    pub params: Vec<String>,
    pub prelude: bool,
    pub copy: bool,
    /// "struct" or "enum", as rustc's messages say.
    pub kind: String,
}

#[derive(Debug, Clone)]
pub struct TraitDecl {
    pub name: String,
    /// The path a program imports it by; `None` for the table's internal marker traits.
    pub path: Option<String>,
    pub prelude: bool,
    pub methods: Vec<FnSig>,
}

/// A generic parameter and its trait bounds.
#[derive(Debug, Clone)]
pub struct Generic {
    pub name: String,
    pub bounds: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Receiver {
    /// An associated function (no `self`).
    None,
    Value,
    Ref,
    RefMut,
}

#[derive(Debug, Clone)]
pub struct FnSig {
    pub name: String,
    /// For free functions: the path a program names it by.
    pub path: Option<String>,
    pub prelude: bool,
    pub generics: Vec<Generic>,
    pub receiver: Receiver,
    pub params: Vec<Ty>,
    pub ret: Ty,
    /// A real std item bufscope does not simulate yet.
    pub unsupported: bool,
    pub is_unsafe: bool,
    /// A method of the script's own impls: the index of its function in the program.
    pub script_fn: Option<usize>,
}

#[derive(Debug, Clone)]
pub struct ImplDecl {
    pub generics: Vec<Generic>,
    pub self_ty: Ty,
    pub trait_name: Option<String>,
    pub methods: Vec<FnSig>,
}

/// The whole table.
#[derive(Debug, Default)]
pub struct Surface {
    pub types: HashMap<String, TypeDecl>,
    pub traits: HashMap<String, TraitDecl>,
    pub impls: Vec<ImplDecl>,
    pub functions: Vec<FnSig>,
}

/// The parsed table, built once.
pub fn surface() -> &'static Surface {
    static SURFACE: OnceLock<Surface> = OnceLock::new();
    SURFACE
        .get_or_init(|| parse_surface(&(STD_SURFACE.concat() + &super::std_surface::int_methods())))
}

fn attr_value(attrs: &[syn::Attribute], name: &str) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident(name) => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

fn has_attr(attrs: &[syn::Attribute], name: &str) -> bool {
    attrs.iter().any(|attr| attr.path().is_ident(name))
}

fn generics_of(generics: &syn::Generics) -> Vec<Generic> {
    generics
        .type_params()
        .map(|param| Generic {
            name: param.ident.to_string(),
            bounds: param
                .bounds
                .iter()
                .filter_map(|bound| match bound {
                    syn::TypeParamBound::Trait(t) => {
                        t.path.segments.last().map(|s| s.ident.to_string())
                    }
                    _ => None,
                })
                .collect(),
        })
        .collect()
}

/// Parses the table. The table is a constant of this crate: a malformed entry is a bug that
/// the unit tests catch, so entries that do not parse are skipped rather than failing a run.
pub fn parse_surface(text: &str) -> Surface {
    let mut surface = Surface::default();
    let Ok(file) = syn::parse_file(text) else {
        return surface;
    };
    // Types first: impls and signatures refer to them by name.
    for item in &file.items {
        if let syn::Item::Struct(s) = item {
            let name = s.ident.to_string();
            surface.types.insert(
                name.clone(),
                TypeDecl {
                    path: attr_value(&s.attrs, "path").unwrap_or_else(|| name.clone()),
                    params: generics_of(&s.generics)
                        .into_iter()
                        .map(|g| g.name)
                        .collect(),
                    prelude: has_attr(&s.attrs, "prelude"),
                    copy: has_attr(&s.attrs, "copy"),
                    kind: attr_value(&s.attrs, "kind").unwrap_or_else(|| "struct".into()),
                    name,
                },
            );
        }
    }
    for item in &file.items {
        match item {
            syn::Item::Trait(t) => {
                let methods = t
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        syn::TraitItem::Fn(f) => Some(fn_sig(&f.sig, &f.attrs, &[])),
                        _ => None,
                    })
                    .collect();
                let name = t.ident.to_string();
                surface.traits.insert(
                    name.clone(),
                    TraitDecl {
                        path: attr_value(&t.attrs, "path"),
                        prelude: has_attr(&t.attrs, "prelude"),
                        methods,
                        name,
                    },
                );
            }
            syn::Item::Impl(i) => {
                let generics = generics_of(&i.generics);
                let names: Vec<String> = generics.iter().map(|g| g.name.clone()).collect();
                let methods = i
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        syn::ImplItem::Fn(f) => Some(fn_sig(&f.sig, &f.attrs, &names)),
                        _ => None,
                    })
                    .collect();
                surface.impls.push(ImplDecl {
                    self_ty: ty_of(&i.self_ty, &names),
                    trait_name: i
                        .trait_
                        .as_ref()
                        .and_then(|(_, path, _)| path.segments.last())
                        .map(|s| s.ident.to_string()),
                    generics,
                    methods,
                });
            }
            syn::Item::Fn(f) => {
                let mut sig = fn_sig(&f.sig, &f.attrs, &[]);
                sig.path = attr_value(&f.attrs, "path");
                sig.prelude = has_attr(&f.attrs, "prelude");
                surface.functions.push(sig);
            }
            _ => {}
        }
    }
    surface
}

fn fn_sig(sig: &syn::Signature, attrs: &[syn::Attribute], outer: &[String]) -> FnSig {
    let generics = generics_of(&sig.generics);
    let mut names: Vec<String> = outer.to_vec();
    names.extend(generics.iter().map(|g| g.name.clone()));
    let mut receiver = Receiver::None;
    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            syn::FnArg::Receiver(r) => {
                receiver = match (&r.reference, r.mutability) {
                    (None, _) => Receiver::Value,
                    (Some(_), None) => Receiver::Ref,
                    (Some(_), Some(_)) => Receiver::RefMut,
                };
            }
            syn::FnArg::Typed(t) => params.push(ty_of(&t.ty, &names)),
        }
    }
    let ret = match &sig.output {
        syn::ReturnType::Default => Ty::Unit,
        syn::ReturnType::Type(_, ty) => ty_of(ty, &names),
    };
    FnSig {
        name: sig.ident.to_string(),
        path: None,
        prelude: false,
        generics,
        receiver,
        params,
        ret,
        unsupported: has_attr(attrs, "unsupported"),
        is_unsafe: sig.unsafety.is_some(),
        script_fn: None,
    }
}

/// A primitive type by name.
pub fn primitive(name: &str) -> Option<Ty> {
    if let Some(int) = IntTy::parse(name) {
        return Some(Ty::Int(int));
    }
    Some(match name {
        "bool" => Ty::Bool,
        "char" => Ty::Char,
        "str" => Ty::Str,
        "f64" => Ty::Float(true),
        "f32" => Ty::Float(false),
        _ => return None,
    })
}

/// A type written in the table.
fn ty_of(ty: &syn::Type, generics: &[String]) -> Ty {
    match ty {
        syn::Type::Reference(r) => Ty::reference(r.mutability.is_some(), ty_of(&r.elem, generics)),
        syn::Type::Slice(s) => Ty::Slice(Box::new(ty_of(&s.elem, generics))),
        syn::Type::Array(a) => Ty::Array(Box::new(ty_of(&a.elem, generics)), None),
        syn::Type::Tuple(t) if t.elems.is_empty() => Ty::Unit,
        syn::Type::Tuple(t) => Ty::Tuple(t.elems.iter().map(|e| ty_of(e, generics)).collect()),
        syn::Type::Never(_) => Ty::Never,
        syn::Type::Paren(p) => ty_of(&p.elem, generics),
        syn::Type::TraitObject(t) => Ty::Dyn(
            t.bounds
                .iter()
                .find_map(|b| match b {
                    syn::TypeParamBound::Trait(t) => {
                        t.path.segments.last().map(|s| s.ident.to_string())
                    }
                    _ => None,
                })
                .unwrap_or_default(),
        ),
        syn::Type::Path(p) => {
            let Some(last) = p.path.segments.last() else {
                return Ty::Unit;
            };
            let name = last.ident.to_string();
            if name == "Self" || generics.contains(&name) {
                return Ty::Param(name);
            }
            if let Some(prim) = primitive(&name) {
                return prim;
            }
            let args = match &last.arguments {
                syn::PathArguments::AngleBracketed(args) => args
                    .args
                    .iter()
                    .filter_map(|arg| match arg {
                        syn::GenericArgument::Type(t) => Some(ty_of(t, generics)),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            Ty::Adt(name, args)
        }
        _ => Ty::Unit,
    }
}

impl Surface {
    pub fn type_by_path(&self, path: &str) -> Option<&TypeDecl> {
        self.types.values().find(|t| t.path == path)
    }

    pub fn trait_by_path(&self, path: &str) -> Option<&TraitDecl> {
        self.traits
            .values()
            .find(|t| t.path.as_deref() == Some(path))
    }

    pub fn function_by_path(&self, path: &str) -> Option<&FnSig> {
        self.functions
            .iter()
            .find(|f| f.path.as_deref() == Some(path))
    }

    /// Whether `path` names a module of the table (`std::io`, `serde_json`).
    pub fn is_module(&self, path: &str) -> bool {
        let prefix = format!("{path}::");
        self.types.values().any(|t| t.path.starts_with(&prefix))
            || self
                .functions
                .iter()
                .any(|f| f.path.as_deref().is_some_and(|p| p.starts_with(&prefix)))
            || self
                .traits
                .values()
                .any(|t| t.path.as_deref().is_some_and(|p| p.starts_with(&prefix)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_parses_whole() {
        let parsed = syn::parse_file(&STD_SURFACE.concat());
        assert!(parsed.is_ok(), "{parsed:?}");
        let surface = surface();
        assert_eq!(surface.types["BufWriter"].path, "std::io::BufWriter");
        assert_eq!(surface.types["BufWriter"].params, ["W"]);
        let write = &surface.traits["Write"];
        assert_eq!(write.path.as_deref(), Some("std::io::Write"));
        let write_all = write
            .methods
            .iter()
            .find(|m| m.name == "write_all")
            .expect("write_all");
        assert_eq!(write_all.receiver, Receiver::RefMut);
        assert_eq!(write_all.params, [Ty::byte_slice()]);
        assert_eq!(write_all.ret, Ty::result(Ty::Unit, Ty::io_error()));
        let exit = surface
            .function_by_path("std::process::exit")
            .expect("exit");
        assert_eq!(exit.ret, Ty::Never);
    }

    #[test]
    fn every_supported_item_is_one_the_interpreter_runs() {
        use super::super::known::{canonical_call, is_known_method};
        let surface = surface();
        for imp in &surface.impls {
            let methods: Vec<&FnSig> = match &imp.trait_name {
                Some(t) if imp.methods.is_empty() => surface.traits[t].methods.iter().collect(),
                _ => imp.methods.iter().collect(),
            };
            for method in methods.into_iter().filter(|m| !m.unsupported) {
                if method.receiver == Receiver::None {
                    if let Ty::Int(_) = imp.self_ty {
                        assert!(
                            super::super::interp_call::INT_ASSOCIATED_FUNCTIONS
                                .contains(&method.name.as_str()),
                            "{}",
                            method.name
                        );
                        continue;
                    }
                    let Ty::Adt(owner, _) = &imp.self_ty else {
                        panic!("associated function {} on {:?}", method.name, imp.self_ty)
                    };
                    let owner = surface.types[owner]
                        .path
                        .rsplit("::")
                        .next()
                        .unwrap_or_default();
                    let call = format!("std::{owner}::{}", method.name);
                    assert!(canonical_call(&call).is_some(), "{call}");
                } else {
                    assert!(is_known_method(&method.name), "{}", method.name);
                }
            }
        }
        for function in surface.functions.iter().filter(|f| !f.unsupported) {
            let path = function.path.as_deref().unwrap_or_default();
            assert!(canonical_call(path).is_some(), "{path}");
        }
    }

    #[test]
    fn every_named_type_in_the_table_is_declared() {
        fn names(ty: &Ty, out: &mut Vec<String>) {
            match ty {
                Ty::Adt(name, args) => {
                    out.push(name.clone());
                    args.iter().for_each(|a| names(a, out));
                }
                Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => names(to, out),
                Ty::Tuple(items) => items.iter().for_each(|a| names(a, out)),
                _ => {}
            }
        }
        let surface = surface();
        let mut used = Vec::new();
        for function in surface
            .functions
            .iter()
            .chain(surface.impls.iter().flat_map(|i| i.methods.iter()))
            .chain(surface.traits.values().flat_map(|t| t.methods.iter()))
        {
            function.params.iter().for_each(|p| names(p, &mut used));
            names(&function.ret, &mut used);
        }
        for imp in &surface.impls {
            names(&imp.self_ty, &mut used);
            if let Some(name) = &imp.trait_name {
                assert!(surface.traits.contains_key(name), "trait {name}");
            }
        }
        for name in used {
            assert!(
                surface.types.contains_key(&name),
                "type {name} is not declared"
            );
        }
    }
}
