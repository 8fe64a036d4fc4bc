//! The script's own traits, as the checker sees them: each trait's methods as signatures, a
//! row `impl Trait for dyn Trait` (so a `&dyn Trait`, a `Box<dyn Trait>`, a `T: Trait` and
//! `self` in a provided method find its methods, as std's traits' rows do), and what an
//! `impl Trait for Type` must hold: every required method, no other, each with the trait's
//! signature.

use super::super::error::ScriptError;
use super::super::ir::{Function, ImplDef, Program, SelfParam};
use super::super::surface::{FnSig, ImplDecl, Receiver, primitive, surface};
use super::super::ty::Ty;
use super::Checked;
use super::names::Imports;
use super::types::{cannot_find, trait_named};
use super::user_items::{UserItems, UserTrait};
use crate::trace::Span;

impl UserItems {
    /// Names the program's traits and their supertraits, before anything whose type may
    /// name one (a field's `Box<dyn Shape>`, a method's signature) is read.
    pub(super) fn script_trait_names(
        &mut self,
        program: &Program,
        imports: &Imports,
    ) -> Checked<()> {
        for def in &program.traits {
            if self.is_trait(&def.name) || self.type_index(&def.name).is_some() {
                return Err(ScriptError::rustc(
                    "E0428",
                    def.span,
                    format!("the name `{}` is defined multiple times", def.name),
                ));
            }
            // The checker names std's traits and types by their short names.
            if surface().traits.contains_key(&def.name)
                || surface().types.contains_key(&def.name)
                || primitive(&def.name).is_some()
            {
                return Err(ScriptError::new(
                    def.span,
                    format!(
                        "a trait named `{}` like a std item is not supported by bufscope",
                        def.name
                    ),
                )
                .with_help("give it another name"));
            }
            self.traits.push(UserTrait {
                name: def.name.clone(),
                methods: Vec::new(),
                supertraits: Vec::new(),
            });
        }
        for (position, def) in program.traits.iter().enumerate() {
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let imports = scoped.as_ref().unwrap_or(imports);
            let mut supertraits = Vec::new();
            for (path, span) in &def.supertraits {
                let name = trait_named(path, imports, self)
                    .ok_or_else(|| cannot_find("trait", path, *span, imports))?;
                supertraits.push(name);
            }
            self.traits[position].supertraits = supertraits;
        }
        self.refuse_supertrait_cycles(program)
    }

    /// Reads the program's traits' methods (once every type and trait has its name): each
    /// method's signature, and the row of each trait's `dyn`.
    pub(super) fn script_traits(&mut self, program: &Program, imports: &Imports) -> Checked<()> {
        for (position, def) in program.traits.iter().enumerate() {
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let imports = scoped.as_ref().unwrap_or(imports);
            let mut methods = Vec::new();
            let provided = def
                .provided
                .iter()
                .map(|&i| (&program.functions[i], Some(i)));
            for (function, script_fn) in def.required.iter().map(|f| (f, None)).chain(provided) {
                let sig = method_sig(function, script_fn, imports, self)?;
                if methods.iter().any(|m: &FnSig| m.name == sig.name) {
                    return Err(ScriptError::rustc(
                        "E0428",
                        function.span,
                        format!("the name `{}` is defined multiple times", sig.name),
                    ));
                }
                methods.push(sig);
            }
            self.traits[position].methods = methods.clone();
            self.impls.push(ImplDecl {
                generics: Vec::new(),
                self_ty: Ty::Dyn(def.name.clone()),
                trait_name: Some(def.name.clone()),
                // Called through the `dyn`: no one function runs them (see `dispatch`).
                methods: methods
                    .into_iter()
                    .map(|m| FnSig {
                        script_fn: None,
                        ..m
                    })
                    .collect(),
            });
        }
        Ok(())
    }

    /// A trait among its own supertraits (`trait A: B {}`, `trait B: A {}`): rustc's E0391.
    fn refuse_supertrait_cycles(&self, program: &Program) -> Checked<()> {
        for (own, def) in self.traits.iter().zip(&program.traits) {
            let mut seen: Vec<&str> = Vec::new();
            let mut pending: Vec<&str> = own.supertraits.iter().map(String::as_str).collect();
            while let Some(name) = pending.pop() {
                if name == own.name {
                    return Err(ScriptError::rustc(
                        "E0391",
                        def.supertraits.first().map_or(def.span, |(_, span)| *span),
                        format!(
                            "cycle detected when computing the super predicates of `{}`",
                            own.name
                        ),
                    ));
                }
                if seen.contains(&name) {
                    continue;
                }
                seen.push(name);
                if let Some(other) = self.script_trait(name) {
                    pending.extend(other.supertraits.iter().map(String::as_str));
                }
            }
        }
        Ok(())
    }

    /// Each impl of the script's trait is of a type that has the trait's supertraits:
    /// rustc's E0277 at the impl's type otherwise.
    pub(super) fn require_supertraits(&self, program: &Program) -> Checked<()> {
        let mut infer = super::infer::Infer::default();
        infer.user = std::rc::Rc::new(self.snapshot());
        for def in &program.impls {
            let Some(own) = def
                .trait_path
                .as_ref()
                .and_then(|p| p.last())
                .and_then(|name| self.script_trait(name))
            else {
                continue;
            };
            let self_ty = Ty::adt(&def.self_name, Vec::new());
            for supertrait in self.dyn_name(&own.name).split(" + ").skip(1) {
                if infer.implements(&self_ty, supertrait) != super::infer::Implements::Yes {
                    let message = match supertrait {
                        "Display" => {
                            format!("`{}` doesn't implement `std::fmt::Display`", def.self_name)
                        }
                        "Debug" => format!("`{}` doesn't implement `Debug`", def.self_name),
                        other => format!(
                            "the trait bound `{}: {other}` is not satisfied",
                            def.self_name
                        ),
                    };
                    return Err(ScriptError::rustc("E0277", def.span, message)
                        .with_help(format!("`{}` needs `{supertrait}` of the type", own.name)));
                }
            }
        }
        Ok(())
    }

    /// Which function each of the script's types that implements `trait_name` runs for its
    /// `method`, by type index: its impl's own, else the trait's provided one.
    pub fn dispatch(&self, trait_name: &str, method: &str) -> Vec<(usize, usize)> {
        self.impls
            .iter()
            .filter(|imp| imp.trait_name.as_deref() == Some(trait_name))
            .filter_map(|imp| {
                let Ty::Adt(type_name, _) = &imp.self_ty else {
                    return None;
                };
                let function = imp
                    .methods
                    .iter()
                    .find(|m| m.name == method)
                    .and_then(|m| m.script_fn)?;
                Some((self.type_index(type_name)?, function))
            })
            .collect()
    }

    /// An `impl` of the script's trait `trait_name` has each required method, no method the
    /// trait lacks, and each with the trait's signature; `methods` then gains the provided
    /// methods it does not write.
    pub(super) fn conform_to_script_trait(
        &self,
        trait_name: &str,
        methods: &mut Vec<FnSig>,
        program: &Program,
        def: &ImplDef,
    ) -> Checked<()> {
        let Some(declared) = self.script_trait(trait_name) else {
            return Ok(());
        };
        for (sig, &index) in methods.iter().zip(&def.functions) {
            let span = program.functions[index].span;
            let Some(wanted) = declared.methods.iter().find(|m| m.name == sig.name) else {
                return Err(ScriptError::rustc(
                    "E0407",
                    span,
                    format!(
                        "method `{}` is not a member of trait `{trait_name}`",
                        sig.name
                    ),
                ));
            };
            if sig.receiver == Receiver::None {
                return Err(ScriptError::rustc(
                    "E0186",
                    span,
                    format!(
                        "method `{}` has a `{}` declaration in the trait, but not in the impl",
                        sig.name,
                        receiver_text(wanted.receiver)
                    ),
                ));
            }
            if sig.params.len() != wanted.params.len() {
                let count = |n: usize| format!("{n} parameter{}", if n == 1 { "" } else { "s" });
                return Err(ScriptError::rustc(
                    "E0050",
                    span,
                    format!(
                        "method `{}` has {} but the declaration in trait `{trait_name}::{}` has {}",
                        sig.name,
                        count(sig.params.len() + 1),
                        sig.name,
                        count(wanted.params.len() + 1)
                    ),
                ));
            }
            if sig.receiver != wanted.receiver
                || sig.params != wanted.params
                || sig.ret != wanted.ret
            {
                return Err(ScriptError::rustc(
                    "E0053",
                    span,
                    format!("method `{}` has an incompatible type for trait", sig.name),
                )
                .with_help(format!("the trait's method is `{}`", written(wanted))));
            }
        }
        let missing: Vec<String> = declared
            .methods
            .iter()
            .filter(|m| m.script_fn.is_none() && !methods.iter().any(|own| own.name == m.name))
            .map(|m| format!("`{}`", m.name))
            .collect();
        missing_items(&missing, def.impl_span)?;
        let provided: Vec<FnSig> = declared
            .methods
            .iter()
            .filter(|m| m.script_fn.is_some() && !methods.iter().any(|own| own.name == m.name))
            .cloned()
            .collect();
        methods.extend(provided);
        Ok(())
    }
}

/// A trait method's signature as a row holds it (`script_fn`: its provided body's function).
fn method_sig(
    function: &Function,
    script_fn: Option<usize>,
    imports: &Imports,
    items: &UserItems,
) -> Checked<FnSig> {
    let signature = super::signatures::signature(function, imports, items)?;
    Ok(FnSig {
        name: function
            .name
            .rsplit("::")
            .next()
            .unwrap_or_default()
            .to_string(),
        path: None,
        prelude: false,
        generics: Vec::new(),
        receiver: receiver_of(function.self_param),
        params: signature.params,
        ret: signature.ret,
        unsupported: false,
        is_unsafe: false,
        script_fn,
    })
}

/// A method's receiver as a row's signature says it.
pub(super) fn receiver_of(self_param: Option<SelfParam>) -> Receiver {
    match self_param {
        None => Receiver::None,
        Some(SelfParam::Value { .. }) => Receiver::Value,
        Some(SelfParam::Ref) => Receiver::Ref,
        Some(SelfParam::RefMut) => Receiver::RefMut,
    }
}

fn receiver_text(receiver: Receiver) -> &'static str {
    match receiver {
        Receiver::RefMut => "&mut self",
        Receiver::Value => "self",
        _ => "&self",
    }
}

/// `fn area(&self) -> f64`: a trait method's signature as the help quotes it.
fn written(sig: &FnSig) -> String {
    let mut params = vec![receiver_text(sig.receiver).to_string()];
    params.extend(
        sig.params
            .iter()
            .enumerate()
            .map(|(i, ty)| format!("_{i}: {ty}")),
    );
    let ret = if sig.ret == Ty::Unit {
        String::new()
    } else {
        format!(" -> {}", sig.ret)
    };
    format!("fn {}({}){ret}", sig.name, params.join(", "))
}

/// rustc's E0046 for an impl without each of `missing` (each as `` `name` ``), if any.
pub(super) fn missing_items(missing: &[String], span: Span) -> Checked<()> {
    if missing.is_empty() {
        return Ok(());
    }
    Err(ScriptError::rustc(
        "E0046",
        span,
        format!(
            "not all trait items implemented, missing: {}",
            missing.join(", ")
        ),
    ))
}
