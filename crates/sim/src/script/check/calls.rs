//! Calls, method calls (resolved by the receiver's type and the traits in scope, with rustc's
//! auto-ref and auto-deref), format macros, `?`, and what a `for` loop iterates.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, FormatCall, FormatTarget, IntTy, UnOp};
use super::super::surface::{FnSig, Generic, Receiver, surface};
use super::super::ty::{Ty, display_name};
use super::flow::Flow;
use super::infer::{Implements, match_pattern};
use super::{Checked, Checker};
use crate::format::lower::{Lowered, Piece};
use crate::format::spec::FmtTrait;
use crate::trace::Span;

/// A resolved std function: its signature, the generics of its impl, and what `Self` and
/// the impl's parameters were bound to.
type Resolved = (FnSig, Vec<Generic>, Vec<(String, Ty)>);

/// How the receiver was adjusted to fit the method's `self`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Adjust {
    ByValue,
    AutoRef,
    AutoRefMut,
}

/// The method a call resolved to.
#[derive(Debug)]
struct Pick {
    sig: FnSig,
    /// The impl's generics and what its self type bound them to (`Self` included).
    generics: Vec<Generic>,
    bindings: Vec<(String, Ty)>,
    /// How many derefs from the receiver's type.
    step: usize,
    adjust: Adjust,
}

fn receiver_form(receiver: Receiver, self_ty: &Ty) -> Ty {
    match receiver {
        Receiver::Ref => Ty::reference(false, self_ty.clone()),
        Receiver::RefMut => Ty::reference(true, self_ty.clone()),
        _ => self_ty.clone(),
    }
}

fn type_kind(ty: &Ty) -> &'static str {
    match ty {
        Ty::Ref { mutable: true, .. } => "mutable reference",
        Ty::Ref { .. } => "reference",
        Ty::Adt(name, _) => match surface().types.get(name).map(|t| t.kind.as_str()) {
            Some("enum") => "enum",
            _ => "struct",
        },
        _ => "type",
    }
}

fn fmt_trait_name(format_trait: FmtTrait) -> &'static str {
    match format_trait {
        FmtTrait::Display => "Display",
        FmtTrait::Debug => "Debug",
        FmtTrait::LowerExp => "LowerExp",
        FmtTrait::UpperExp => "UpperExp",
        FmtTrait::Octal => "Octal",
        FmtTrait::Binary => "Binary",
        FmtTrait::LowerHex => "LowerHex",
        FmtTrait::UpperHex => "UpperHex",
        FmtTrait::Pointer => "Pointer",
    }
}

impl Checker<'_> {
    pub(super) fn method_call(
        &mut self,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
        span: Span,
    ) -> Checked<Ty> {
        let recv_ty = self.expr(receiver, None)?;
        let recv_ty = self.infer.resolve(&recv_ty);
        if matches!(recv_ty, Ty::Var(_)) {
            return Err(ScriptError::rustc("E0282", receiver.span, "type annotations needed")
                .with_help(format!(
                    "the type of this value must be known to call `.{method}()` on it: give the variable a type"
                )));
        }
        let pick = self.probe(&recv_ty, method, span, false)?;
        self.adjust_receiver(receiver, &recv_ty, &pick)?;
        if pick.step == 0 && pick.adjust != Adjust::ByValue {
            let key = std::ptr::from_ref::<Expr>(receiver) as usize;
            self.receiver_borrows
                .insert(key, pick.adjust == Adjust::AutoRefMut);
        }
        let bindings = self.instantiate(&pick.generics, &pick.sig.generics, pick.bindings.clone());
        self.arguments(&pick.sig, &bindings, args, span)?;
        let mut generics = pick.generics.clone();
        generics.extend(pick.sig.generics.iter().cloned());
        self.bounds(&generics, &bindings, span)?;
        Ok(pick.sig.ret.substitute(&bindings))
    }

    /// Fresh inference variables for generics the self type did not bind.
    fn instantiate(
        &mut self,
        impl_generics: &[Generic],
        fn_generics: &[Generic],
        mut bindings: Vec<(String, Ty)>,
    ) -> Vec<(String, Ty)> {
        for generic in impl_generics.iter().chain(fn_generics) {
            if !bindings.iter().any(|(n, _)| *n == generic.name) {
                let fresh = self.infer.fresh();
                bindings.push((generic.name.clone(), fresh));
            }
        }
        bindings
    }

    fn bounds(
        &mut self,
        generics: &[Generic],
        bindings: &[(String, Ty)],
        span: Span,
    ) -> Checked<()> {
        for generic in generics {
            let Some((_, ty)) = bindings.iter().find(|(n, _)| *n == generic.name) else {
                continue;
            };
            for bound in &generic.bounds {
                let ty = ty.clone();
                self.require(&ty, bound, span, false)?;
            }
        }
        Ok(())
    }

    /// Checks arguments against parameters (with coercions); E0061 on a wrong count.
    fn arguments(
        &mut self,
        sig: &FnSig,
        bindings: &[(String, Ty)],
        args: &[Expr],
        span: Span,
    ) -> Checked<()> {
        if args.len() != sig.params.len() {
            let n = sig.params.len();
            return Err(ScriptError::rustc(
                "E0061",
                span,
                format!(
                    "this {} takes {n} argument{} but {} argument{} supplied",
                    if sig.receiver == Receiver::None {
                        "function"
                    } else {
                        "method"
                    },
                    if n == 1 { "" } else { "s" },
                    args.len(),
                    if args.len() == 1 { " was" } else { "s were" }
                ),
            ));
        }
        for (arg, param) in args.iter().zip(&sig.params) {
            let param = param.substitute(bindings);
            self.argument(arg, &param)?;
        }
        Ok(())
    }

    /// One argument passed where `param` is expected. A `&mut` local passed to a `&mut`
    /// parameter is reborrowed, not moved.
    pub(super) fn argument(&mut self, arg: &Expr, param: &Ty) -> Checked<()> {
        let reborrow = matches!(self.infer.shallow(param), Ty::Ref { mutable: true, .. })
            && matches!(&arg.kind, ExprKind::Var(name) if self.lookup(name).is_some_and(|l| matches!(self.infer.shallow(&self.locals[l].ty), Ty::Ref { mutable: true, .. })));
        let found = if reborrow {
            self.expr(arg, Some(param))?
        } else {
            self.value(arg, Some(param))?
        };
        if self.infer.coerce(&found, param) {
            Ok(())
        } else {
            Err(self.mismatch(arg.span, param, &found))
        }
    }

    /// What a method's `self` does to the receiver: moves it, or borrows it (mutably: then it
    /// must be a mutable place, or reached through `&mut`).
    fn adjust_receiver(&mut self, receiver: &Expr, recv_ty: &Ty, pick: &Pick) -> Checked<()> {
        let steps = self.infer.deref_steps(recv_ty);
        let through = &steps[..pick.step.min(steps.len())];
        match pick.adjust {
            Adjust::AutoRef => Ok(()),
            Adjust::ByValue if pick.step == 0 => {
                let ty = steps.first().cloned().unwrap_or(Ty::Unit);
                // A `&mut` receiver of a `&self`/`&mut self` method is reborrowed, not moved.
                let reborrowed = pick.sig.receiver != Receiver::Value;
                if !reborrowed && !self.infer.is_copy(&ty) {
                    self.move_out_of(receiver, &ty)?;
                }
                Ok(())
            }
            Adjust::ByValue => {
                let ty = steps.get(pick.step).cloned().unwrap_or(Ty::Unit);
                if self.infer.is_copy(&ty) || matches!(ty, Ty::Ref { .. }) {
                    return Ok(());
                }
                Err(ScriptError::rustc(
                    "E0507",
                    receiver.span,
                    format!(
                        "cannot move out of a value of type `{}` behind a reference",
                        self.infer.resolve(&ty)
                    ),
                )
                .with_help(format!(
                    "`.{}()` takes its receiver by value",
                    pick.sig.name
                )))
            }
            Adjust::AutoRefMut => {
                // Through a `&mut` the place is mutable; through a `&` it is not.
                for ty in through {
                    if let Ty::Ref { mutable, .. } = ty {
                        return if *mutable {
                            Ok(())
                        } else {
                            Err(ScriptError::rustc(
                                "E0596",
                                receiver.span,
                                "cannot borrow data in a `&` reference as mutable",
                            )
                            .with_help(format!(
                                "`.{}()` needs `&mut`: take a `&mut` reference instead",
                                pick.sig.name
                            )))
                        };
                    }
                }
                self.require_mutable_place(receiver)
            }
        }
    }

    /// Moves the place `expr` names (already typed: nothing is checked twice).
    pub(super) fn move_out_of(&mut self, expr: &Expr, ty: &Ty) -> Checked<()> {
        match &expr.kind {
            ExprKind::Var(name) => {
                if let Some(local) = self.lookup(name) {
                    self.access(local, super::borrows::Access::Move, expr.span);
                    self.flow.move_out((local, None), expr.span);
                }
                Ok(())
            }
            ExprKind::Field(base, field) => match &base.kind {
                ExprKind::Var(name) if let Some(local) = self.lookup(name) => {
                    let index = field.parse().unwrap_or(0);
                    self.flow.move_out((local, Some(index)), expr.span);
                    Ok(())
                }
                _ => Ok(()),
            },
            ExprKind::Index(..) | ExprKind::Unary(UnOp::Deref, _) => Err(ScriptError::rustc(
                "E0507",
                expr.span,
                format!(
                    "cannot move out of a value of type `{}` behind a reference or an index",
                    self.infer.resolve(ty)
                ),
            )),
            _ => Ok(()),
        }
    }

    /// A place that a `&mut self` method borrows (already typed).
    fn require_mutable_place(&mut self, expr: &Expr) -> Checked<()> {
        match &expr.kind {
            ExprKind::Var(name) => {
                let Some(local) = self.lookup(name) else {
                    return Ok(());
                };
                self.access(local, super::borrows::Access::MutBorrow, expr.span);
                if self.locals[local].mutable {
                    Ok(())
                } else {
                    Err(ScriptError::rustc(
                        "E0596",
                        expr.span,
                        format!(
                            "cannot borrow `{name}` as mutable, as it is not declared as mutable"
                        ),
                    )
                    .with_help(format!(
                        "consider changing this to be mutable: `mut {name}`"
                    )))
                }
            }
            ExprKind::Field(base, _) | ExprKind::Index(base, _) => {
                let ty = self.expr_type_quiet(base);
                match ty {
                    Some(Ty::Ref { mutable: true, .. }) => Ok(()),
                    Some(Ty::Ref { mutable: false, .. }) => Err(ScriptError::rustc(
                        "E0596",
                        base.span,
                        "cannot borrow data in a `&` reference as mutable",
                    )),
                    _ => self.require_mutable_place(base),
                }
            }
            ExprKind::Unary(UnOp::Deref, inner) => match self.expr_type_quiet(inner) {
                Some(Ty::Ref { mutable: false, .. }) => Err(ScriptError::rustc(
                    "E0596",
                    expr.span,
                    "cannot borrow data in a `&` reference as mutable",
                )),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// The type of a simple place (a local) without checking it again.
    fn expr_type_quiet(&self, expr: &Expr) -> Option<Ty> {
        match &expr.kind {
            ExprKind::Var(name) => self
                .lookup(name)
                .map(|l| self.infer.shallow(&self.locals[l].ty)),
            _ => None,
        }
    }

    /// rustc's method probe: for each type on the receiver's deref chain, by value, then `&`,
    /// then `&mut`; inherent methods before trait methods; trait methods only when the trait
    /// is in scope.
    fn probe(
        &mut self,
        recv_ty: &Ty,
        method: &str,
        span: Span,
        allow_unsupported: bool,
    ) -> Checked<Pick> {
        let steps = self.infer.deref_steps(recv_ty);
        let mut out_of_scope: Option<String> = None;
        for (step, step_ty) in steps.iter().enumerate() {
            for adjust in [Adjust::ByValue, Adjust::AutoRef, Adjust::AutoRefMut] {
                let self_arg = match adjust {
                    Adjust::ByValue => step_ty.clone(),
                    Adjust::AutoRef => Ty::reference(false, step_ty.clone()),
                    Adjust::AutoRefMut => Ty::reference(true, step_ty.clone()),
                };
                let mut trait_pick = None;
                for imp in &surface().impls {
                    let methods: Vec<&FnSig> = match &imp.trait_name {
                        None => imp.methods.iter().filter(|m| m.name == method).collect(),
                        Some(trait_name) => {
                            let own: Vec<&FnSig> =
                                imp.methods.iter().filter(|m| m.name == method).collect();
                            if own.is_empty() {
                                surface()
                                    .traits
                                    .get(trait_name)
                                    .map(|t| {
                                        t.methods.iter().filter(|m| m.name == method).collect()
                                    })
                                    .unwrap_or_default()
                            } else {
                                own
                            }
                        }
                    };
                    for sig in methods {
                        if sig.receiver == Receiver::None {
                            continue;
                        }
                        let self_ty = imp.self_ty.clone();
                        let pattern = receiver_form(sig.receiver, &self_ty);
                        let mut bindings = Vec::new();
                        if !match_pattern(&pattern, &self_arg, &mut bindings, &self.infer) {
                            continue;
                        }
                        if self.infer.bounds_hold(&imp.generics, &bindings) == Implements::No {
                            continue;
                        }
                        let self_bound = self_ty.substitute(&bindings);
                        bindings.push(("Self".into(), self_bound));
                        let pick = Pick {
                            sig: sig.clone(),
                            generics: imp.generics.clone(),
                            bindings,
                            step,
                            adjust,
                        };
                        match &imp.trait_name {
                            None => {
                                return self.picked(
                                    pick,
                                    &self_arg,
                                    &pattern,
                                    span,
                                    allow_unsupported,
                                );
                            }
                            Some(trait_name) => {
                                if self.imports.trait_in_scope(trait_name) {
                                    if trait_pick.is_none() {
                                        trait_pick = Some((pick, pattern));
                                    }
                                } else if out_of_scope.is_none() {
                                    out_of_scope = Some(trait_name.clone());
                                }
                            }
                        }
                    }
                }
                if let Some((pick, pattern)) = trait_pick {
                    return self.picked(pick, &self_arg, &pattern, span, allow_unsupported);
                }
            }
        }
        let shown = self.infer.resolve(recv_ty);
        let message = format!(
            "no method named `{method}` found for {} `{shown}` in the current scope",
            type_kind(&shown)
        );
        if let Some(trait_name) = out_of_scope {
            let path = surface()
                .traits
                .get(&trait_name)
                .and_then(|t| t.path.clone())
                .unwrap_or(trait_name);
            return Err(
                ScriptError::rustc("E0599", span, message).with_help(format!(
                    "items from traits can only be used if the trait is in scope: add `use {path};`"
                )),
            );
        }
        let known_anywhere = surface()
            .impls
            .iter()
            .flat_map(|i| i.methods.iter())
            .chain(surface().traits.values().flat_map(|t| t.methods.iter()))
            .any(|m| m.name == method);
        if known_anywhere {
            Err(ScriptError::rustc("E0599", span, message))
        } else if let Some(similar) = self.similar_method(&steps, method) {
            // A misspelling of a method the type has: rustc suggests it the same way.
            Err(ScriptError::rustc("E0599", span, message)
                .with_help(format!("there is a method `{similar}` with a similar name")))
        } else {
            Err(ScriptError::new(
                span,
                format!("the method `.{method}()` is not supported by bufscope"),
            )
            .with_help("see the README's list of supported std items"))
        }
    }

    /// A method of one of the receiver's deref steps whose name is a small edit away.
    fn similar_method(&self, steps: &[Ty], method: &str) -> Option<String> {
        let mut names = Vec::new();
        for step in steps {
            for imp in &surface().impls {
                let mut bindings = Vec::new();
                let fits = [step.clone(), Ty::reference(false, step.clone())]
                    .iter()
                    .any(|ty| match_pattern(&imp.self_ty, ty, &mut bindings, &self.infer));
                if !fits {
                    continue;
                }
                names.extend(imp.methods.iter().map(|m| m.name.clone()));
                if let Some(t) = imp
                    .trait_name
                    .as_ref()
                    .and_then(|t| surface().traits.get(t))
                {
                    names.extend(t.methods.iter().map(|m| m.name.clone()));
                }
            }
        }
        names
            .into_iter()
            .filter(|name| edit_distance(name, method) <= (method.len() / 3).max(1))
            .min_by_key(|name| edit_distance(name, method))
    }

    fn picked(
        &mut self,
        pick: Pick,
        self_arg: &Ty,
        pattern: &Ty,
        span: Span,
        allow_unsupported: bool,
    ) -> Checked<Pick> {
        if pick.sig.unsupported && !allow_unsupported {
            return Err(ScriptError::new(
                span,
                format!("the method `.{}()` is not supported by bufscope yet", pick.sig.name),
            )
            .with_help("it is real std, but bufscope does not simulate it; see the README's list of supported std items"));
        }
        // Bind the receiver's unknowns as the chosen impl says (`Vec<_>` written to as bytes).
        let pattern = pattern.substitute(&pick.bindings);
        if !pattern.has_unknowns() {
            self.infer.unify(self_arg, &pattern);
        }
        Ok(pick)
    }

    /// `path(args)`: a script function, `Ok`/`Err`/`Some`, or a std function or associated
    /// function found through the imports.
    pub(super) fn call(
        &mut self,
        written: &[String],
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Ty> {
        if let [name] = written {
            if let Some(index) = self.signatures.iter().position(|s| s.name == *name)
                && self.lookup(name).is_none()
            {
                let signature = self.signatures[index].clone();
                if args.len() != signature.params.len() {
                    let sig = FnSig {
                        name: name.clone(),
                        path: None,
                        prelude: false,
                        generics: Vec::new(),
                        receiver: Receiver::None,
                        params: signature.params.clone(),
                        ret: signature.ret.clone(),
                        unsupported: false,
                        is_unsafe: false,
                    };
                    return self.arguments(&sig, &[], args, span).map(|_| Ty::Unit);
                }
                for (arg, param) in args.iter().zip(&signature.params) {
                    self.argument(arg, param)?;
                }
                return Ok(signature.ret);
            }
            if let Some(ty) = self.constructor(name, args, expected, span)? {
                return Ok(ty);
            }
            if self.lookup(name).is_some() {
                return Err(ScriptError::new(
                    span,
                    "calling a closure or a variable is not supported by bufscope",
                ));
            }
        }
        let (sig, impl_generics, self_bindings) = self.resolve_function(written, span)?;
        if sig.is_unsafe && self.unsafe_depth == 0 {
            return Err(ScriptError::rustc(
                "E0133",
                span,
                format!(
                    "call to unsafe function `{}` is unsafe and requires unsafe block",
                    written.join("::")
                ),
            )
            .with_help("wrap the call in `unsafe { … }`"));
        }
        let bindings = self.instantiate(&impl_generics, &sig.generics, self_bindings);
        let ret = sig.ret.substitute(&bindings);
        // The expected type first: it fixes `T` of `serde_json::from_reader` and friends.
        if let Some(expected) = expected
            && self.infer.probe_unify(&ret, expected)
        {
            self.infer.unify(&ret, expected);
        }
        self.arguments(&sig, &bindings, args, span)?;
        let mut generics = impl_generics;
        generics.extend(sig.generics.iter().cloned());
        self.bounds(&generics, &bindings, span)?;
        if matches!(ret, Ty::Never) {
            self.flow = Flow::unreachable();
        }
        Ok(ret)
    }

    fn constructor(
        &mut self,
        name: &str,
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let (a, b) = (self.infer.fresh(), self.infer.fresh());
        let (ty, inner) = match name {
            "Ok" => (Ty::result(a.clone(), b), a),
            "Err" => (Ty::result(a, b.clone()), b),
            "Some" => (Ty::option(a.clone()), a),
            _ => return Ok(None),
        };
        if let Some(expected) = expected
            && self.infer.probe_unify(&ty, expected)
        {
            self.infer.unify(&ty, expected);
        }
        let [arg] = args else {
            return Err(ScriptError::rustc(
                "E0061",
                span,
                format!(
                    "this enum variant takes 1 argument but {} arguments were supplied",
                    args.len()
                ),
            ));
        };
        self.argument(arg, &inner)?;
        Ok(Some(ty))
    }

    /// A std function or associated function: its signature, the impl's generics, and the
    /// bindings of `Self`.
    fn resolve_function(&mut self, written: &[String], span: Span) -> Checked<Resolved> {
        let text = written.join("::");
        let Some(full) = self.imports.full_path(written) else {
            let first = written.first().cloned().unwrap_or_default();
            if written.len() == 1 {
                return Err(ScriptError::rustc(
                    "E0425",
                    span,
                    format!("cannot find function `{first}` in this scope"),
                ));
            }
            let what = if first.starts_with(char::is_uppercase) {
                format!("failed to resolve: use of undeclared type `{first}`")
            } else {
                format!("failed to resolve: use of unresolved module or unlinked crate `{first}`")
            };
            return Err(ScriptError::rustc("E0433", span, what)
                .with_help(format!("import it with a `use` line (e.g. `use std::io::{{self, BufWriter}};`) or write its whole path (`std::…::{text}`)")));
        };
        if let Some(sig) = surface().function_by_path(&full) {
            return if sig.unsupported {
                Err(unsupported_call(&text, span))
            } else {
                Ok((sig.clone(), Vec::new(), Vec::new()))
            };
        }
        let (owner, name) = full.rsplit_once("::").unwrap_or(("", &full));
        let Some(decl) = surface().type_by_path(owner) else {
            if surface().is_module(owner) || owner.starts_with("std") {
                return Err(unsupported_call(&text, span));
            }
            return Err(ScriptError::rustc(
                "E0425",
                span,
                format!("cannot find function `{name}` in `{owner}`"),
            ));
        };
        let type_name = decl.name.clone();
        let self_ty = Ty::Adt(
            type_name.clone(),
            decl.params.iter().map(|_| self.infer.fresh()).collect(),
        );
        let mut out_of_scope = None;
        for imp in &surface().impls {
            let Ty::Adt(imp_name, _) = &imp.self_ty else {
                continue;
            };
            if *imp_name != type_name {
                continue;
            }
            let sigs: Vec<&FnSig> = match &imp.trait_name {
                None => imp.methods.iter().collect(),
                Some(trait_name) => surface()
                    .traits
                    .get(trait_name)
                    .map(|t| t.methods.iter().collect())
                    .unwrap_or_default(),
            };
            for sig in sigs.into_iter().filter(|s| s.name == name) {
                if let Some(trait_name) = &imp.trait_name
                    && !self.imports.trait_in_scope(trait_name)
                {
                    out_of_scope = Some(trait_name.clone());
                    continue;
                }
                if sig.unsupported || sig.receiver != Receiver::None {
                    return Err(unsupported_call(&text, span));
                }
                let mut bindings = Vec::new();
                match_pattern(&imp.self_ty, &self_ty, &mut bindings, &self.infer);
                let self_bound = imp.self_ty.substitute(&bindings);
                bindings.push(("Self".into(), self_bound));
                return Ok((sig.clone(), imp.generics.clone(), bindings));
            }
        }
        let message = format!(
            "no function or associated item named `{name}` found for {} `{}` in the current scope",
            decl.kind,
            display_name(&type_name)
        );
        let error = ScriptError::rustc("E0599", span, message);
        if let Some(path) = out_of_scope
            .and_then(|t| surface().traits.get(&t))
            .and_then(|t| t.path.clone())
        {
            return Err(error.with_help(format!(
                "items from traits can only be used if the trait is in scope: add `use {path};`"
            )));
        }
        // The table does not list every std item: without a near miss to point at, the call
        // may be real std that bufscope does not simulate.
        let similar = surface()
            .impls
            .iter()
            .filter(|imp| matches!(&imp.self_ty, Ty::Adt(n, _) if *n == type_name))
            .flat_map(|imp| imp.methods.iter())
            .filter(|m| m.receiver == Receiver::None)
            .map(|m| m.name.clone())
            .filter(|candidate| edit_distance(candidate, name) <= (name.len() / 3).max(1))
            .min_by_key(|candidate| edit_distance(candidate, name));
        Err(match similar {
            Some(similar) => error.with_help(format!(
                "there is an associated function `{similar}` with a similar name"
            )),
            None => unsupported_call(&text, span),
        })
    }

    /// `expr?`: the `Ok` value; the error converted into the function's error type by `From`.
    pub(super) fn try_expr(&mut self, inner: &Expr, span: Span) -> Checked<Ty> {
        let ty = self.value(inner, None)?;
        let ty = self.infer.shallow(&ty);
        let ret = self.infer.shallow(&self.ret.clone());
        let (ok, err) = match &ty {
            Ty::Adt(name, args) if name == "Result" && args.len() == 2 => {
                (args[0].clone(), args[1].clone())
            }
            Ty::Adt(name, args) if name == "Option" && args.len() == 1 => {
                if !ret.is_adt("Option") {
                    return Err(ScriptError::rustc(
                        "E0277",
                        span,
                        "the `?` operator can only be used on `Option`s in a function that returns `Option`",
                    ));
                }
                return Ok(args[0].clone());
            }
            Ty::Var(_) => {
                return Err(ScriptError::rustc(
                    "E0282",
                    inner.span,
                    "type annotations needed",
                ));
            }
            other => {
                return Err(ScriptError::rustc(
                    "E0277",
                    span,
                    format!(
                        "the `?` operator can only be applied to values that implement `Try`: `{}` does not",
                        self.infer.resolve(other)
                    ),
                ));
            }
        };
        let Ty::Adt(ret_name, ret_args) = &ret else {
            return Err(not_result_fn(span));
        };
        if ret_name != "Result" || ret_args.len() != 2 {
            return Err(not_result_fn(span));
        }
        let target = self.infer.shallow(&ret_args[1]);
        if self.error_converts(&err, &target) {
            self.flow_after_try();
            return Ok(ok);
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!(
                "`?` couldn't convert the error to `{}`",
                self.infer.resolve(&target)
            ),
        )
        .with_help(format!(
            "the trait `From<{}>` is not implemented for `{}`",
            self.infer.resolve(&err),
            self.infer.resolve(&target)
        )))
    }

    /// `?` may return: nothing changes for the fall-through path.
    fn flow_after_try(&mut self) {}

    /// Whether `?` converts `err` into `target` (`From` as std defines it).
    fn error_converts(&mut self, err: &Ty, target: &Ty) -> bool {
        if self.infer.probe_unify(err, target) {
            return self.infer.unify(err, target);
        }
        let err = self.infer.shallow(err);
        match target {
            Ty::Adt(name, args)
                if name == "Box" && matches!(args.first(), Some(Ty::Dyn(d)) if d == "Error") =>
            {
                self.infer.implements(&err, "Error") != Implements::No
            }
            Ty::Adt(name, _) if name == "IoError" => {
                err.is_adt("JsonError") || err.is_adt("IntoInnerError")
            }
            _ => false,
        }
    }

    /// A format macro: each argument borrowed and formatted with the trait its placeholder
    /// names; `write!` calls the writer's `write_fmt`.
    pub(super) fn format(&mut self, call: &FormatCall, span: Span) -> Checked<Ty> {
        let mut arg_tys = Vec::new();
        for arg in &call.args {
            arg_tys.push(self.expr(arg, None)?);
        }
        if let Lowered::Pieces(pieces) = &call.lowering.lowered {
            for piece in pieces {
                if let Piece::Arg { arg, spec } = piece
                    && let (Some(ty), Some(expr)) = (arg_tys.get(*arg), call.args.get(*arg))
                {
                    let ty = ty.clone();
                    self.require(&ty, fmt_trait_name(spec.format_trait), expr.span, false)?;
                }
            }
        }
        for &index in &call.lowering.count_args {
            if let (Some(ty), Some(expr)) = (arg_tys.get(index), call.args.get(index))
                && !self.infer.unify(ty, &Ty::Int(IntTy::Usize))
            {
                return Err(self.mismatch(expr.span, &Ty::Int(IntTy::Usize), ty));
            }
        }
        Ok(match &call.target {
            FormatTarget::Stdout | FormatTarget::Stderr => Ty::Unit,
            FormatTarget::String => Ty::string(),
            FormatTarget::Panic => {
                self.flow = Flow::unreachable();
                Ty::Never
            }
            FormatTarget::Writer(writer) => {
                let writer_ty = self.expr(writer, None)?;
                let writer_ty = self.infer.resolve(&writer_ty);
                let pick = match self.probe(&writer_ty, "write_fmt", span, true) {
                    Ok(pick) => pick,
                    Err(error) => {
                        let help = error
                            .help
                            .unwrap_or_else(|| "it must implement `std::io::Write`".to_string());
                        return Err(ScriptError::rustc(
                            "E0599",
                            writer.span,
                            format!("cannot write into `{writer_ty}`"),
                        )
                        .with_help(help));
                    }
                };
                self.adjust_receiver(writer, &writer_ty, &pick)?;
                Ty::result(Ty::Unit, Ty::io_error())
            }
        })
    }

    /// The item type of what a `for` loop iterates.
    pub(super) fn item_of(&mut self, ty: &Ty, span: Span) -> Checked<Ty> {
        let ty = self.infer.resolve(ty);
        if let Ty::Adt(name, args) = &ty
            && name == "Enumerate"
            && let Some(inner) = args.first()
        {
            let item = self.item_of(inner, span)?;
            return Ok(Ty::Tuple(vec![Ty::Int(IntTy::Usize), item]));
        }
        if matches!(ty, Ty::Var(_)) {
            return Err(ScriptError::rustc("E0282", span, "type annotations needed"));
        }
        for trait_name in ["Iterator", "IntoIterator"] {
            for imp in surface()
                .impls
                .iter()
                .filter(|i| i.trait_name.as_deref() == Some(trait_name))
            {
                let mut bindings = Vec::new();
                if !match_pattern(&imp.self_ty, &ty, &mut bindings, &self.infer) {
                    continue;
                }
                let Some(sig) = imp.methods.first() else {
                    continue;
                };
                let bindings = self.instantiate(&imp.generics, &[], bindings);
                let produced = sig.ret.substitute(&bindings);
                self.infer.unify(&imp.self_ty.substitute(&bindings), &ty);
                if trait_name == "Iterator" {
                    return Ok(produced.args().first().cloned().unwrap_or(Ty::Unit));
                }
                return self.item_of(&produced, span);
            }
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!("`{ty}` is not an iterator"),
        )
        .with_help("iterate a range, a collection by reference (`&v`), or an I/O iterator such as `.lines()`"))
    }
}

fn unsupported_call(text: &str, span: Span) -> ScriptError {
    ScriptError::new(span, format!("`{text}(…)` is not supported by bufscope"))
        .with_help("see the README's list of supported std items")
}

fn not_result_fn(span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0277",
        span,
        "the `?` operator can only be used in a function that returns `Result` or `Option` (or another type that implements `FromResidual`)",
    )
    .with_help("make the function return a `Result`, e.g. `fn main() -> std::io::Result<()>`, and end it with `Ok(())`")
}

/// Levenshtein distance, for "a method with a similar name".
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != *cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}
