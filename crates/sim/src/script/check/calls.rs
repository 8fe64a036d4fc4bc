//! Calls of functions and constructors: resolution through the imports and the table,
//! arguments with their coercions (generics and their bounds: `generics.rs`).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy};
use super::super::surface::{FnSig, Generic, Receiver, surface};
use super::super::ty::{Ty, display_name};
use super::argument_loans::ArgumentLoans;
use super::flow::Flow;
use super::infer::match_pattern;
use super::{Checked, Checker};
use crate::trace::Span;

/// A resolved std function: its signature, the generics of its impl, and what `Self` and
/// the impl's parameters were bound to.
pub(super) type Resolved = (FnSig, Vec<Generic>, Vec<(String, Ty)>);

impl Checker<'_> {
    /// Checks arguments against parameters (with coercions); E0061 on a wrong count.
    pub(super) fn arguments(
        &mut self,
        sig: &FnSig,
        bindings: &[(String, Ty)],
        args: &[Expr],
        span: Span,
    ) -> Checked<()> {
        self.arguments_but(sig, bindings, args, (span, &[]))
    }

    /// [`Self::arguments`] but for the arguments at `checked`, which were checked already
    /// (a `str` pattern's test: `pattern_tests.rs`).
    pub(super) fn arguments_but(
        &mut self,
        sig: &FnSig,
        bindings: &[(String, Ty)],
        args: &[Expr],
        (span, checked): (Span, &[usize]),
    ) -> Checked<()> {
        if args.len() != sig.params.len() {
            let what = if sig.receiver == Receiver::None {
                "function"
            } else {
                "method"
            };
            return Err(wrong_argument_count(
                what,
                sig.params.len(),
                args.len(),
                span,
            ));
        }
        let mut loans = ArgumentLoans::default();
        for (index, (arg, param)) in args.iter().zip(&sig.params).enumerate() {
            if !checked.contains(&index) {
                let param = param.substitute(bindings);
                self.argument(arg, &param)?;
            }
            self.hold_argument(&mut loans, arg, false);
        }
        self.release_arguments(loans)
    }

    /// One argument passed where `param` is expected. A `&mut` local passed to a `&mut` or
    /// `&` parameter is reborrowed (as it is, or as shared), not moved.
    pub(super) fn argument(&mut self, arg: &Expr, param: &Ty) -> Checked<()> {
        let reborrow = matches!(self.infer.shallow(param), Ty::Ref { .. })
            && matches!(&arg.kind, ExprKind::Var(name) if self.lookup(name).is_some_and(|l| matches!(self.infer.shallow(&self.locals[l].ty), Ty::Ref { mutable: true, .. })));
        let found = if reborrow {
            self.expr(arg, Some(param))?
        } else {
            self.value(arg, Some(param))?
        };
        if self.coerce_expr(arg, &found, param) {
            return Ok(());
        }
        // An iterator of other items where `impl Iterator<Item = T>` is expected.
        if let Ty::Adt(name, item) = self.infer.resolve(param)
            && name == "ForwardIter"
            && let Some(yields) = self.infer.iterator_item(&found)
        {
            return Err(ScriptError::rustc(
                "E0271",
                arg.span,
                format!(
                    "expected `{}` to be an iterator that yields `{}`, but it yields `{}`",
                    self.infer.resolve(&found),
                    item[0],
                    self.infer.resolve(&yields)
                ),
            ));
        }
        Err(self.mismatch(arg.span, param, &found))
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
                        script_fn: None,
                    };
                    return self.arguments(&sig, &[], args, span).map(|_| Ty::Unit);
                }
                if let Some(ty) = self.callable_call(&signature, args, span)? {
                    return Ok(ty);
                }
                if let Some(ty) = self.generic_script_call(&signature, args, expected, span)? {
                    return Ok(ty);
                }
                let mut loans = ArgumentLoans::default();
                for (arg, param) in args.iter().zip(&signature.params) {
                    self.argument(arg, param).map_err(|error| {
                        // bufscope reads a bounded generic `T` as `dyn Bound`, which a value
                        // behind `&` or in a `Box` becomes, but a `&[i32]` or `Vec<i32>` does
                        // not become `&[dyn Debug]`: rustc instantiates `T` instead.
                        if error.code.is_some() && super::types::generic_inside(param, false, |t| matches!(t, Ty::Dyn(_))) {
                            ScriptError::new(
                                arg.span,
                                format!("a generic parameter inside `{param}` is not supported by bufscope yet"),
                            )
                            .with_help("bufscope passes a generic `T` by value, `&T`, `&mut T` or `Box<T>`")
                        } else {
                            error
                        }
                    })?;
                    self.hold_argument(&mut loans, arg, false);
                }
                self.release_arguments(loans)?;
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
        if let Some(ty) = self.check_std_from(written, args, expected, span)? {
            return Ok(ty);
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
        self.path_call_bounds(&generics, &bindings, (&sig.params, args), span)?;
        if sig.path.as_deref() == Some("std::io::copy") {
            self.refuse_kernel_copy(&bindings, span)?;
        }
        if matches!(ret, Ty::Never) {
            self.flow = Flow::unreachable();
        }
        Ok(ret)
    }

    /// `io::copy` from stdin to a file descriptor: std hands it to the kernel
    /// (`copy_file_range`, `sendfile` or `splice`, as what stdin is decides), and bufscope
    /// does not model what stdin is. Every other pair of fds runs (`script/kernel_copy.rs`).
    fn refuse_kernel_copy(&self, bindings: &[(String, Ty)], span: Span) -> Checked<()> {
        // The type under `&`, `&mut` and the given wrappers.
        let base = |name: &str, wrappers: &[&str]| -> Option<String> {
            let (_, ty) = bindings.iter().find(|(n, _)| n == name)?;
            let mut ty = self.infer.resolve(ty);
            loop {
                ty = match ty {
                    Ty::Ref { to, .. } => self.infer.resolve(&to),
                    Ty::Adt(outer, args) if wrappers.contains(&outer.as_str()) => {
                        self.infer.resolve(args.first()?)
                    }
                    Ty::Adt(fd, _) => return Some(fd),
                    _ => return None,
                };
            }
        };
        let reader = base("R", &["BufReader", "Take"]);
        let writer = base("W", &["BufWriter"]);
        let from_stdin = reader.as_deref() == Some("StdinLock");
        let fd_writer = matches!(
            writer.as_deref(),
            Some("File" | "TcpStream" | "StdoutLock" | "StderrLock")
        );
        if from_stdin && fd_writer {
            return Err(ScriptError::new(
                span,
                "`io::copy` from `StdinLock` to a file descriptor is not supported by bufscope yet",
            )
            .with_help("std moves those bytes inside the kernel (copy_file_range, sendfile or splice, as what stdin is decides); copying from `io::stdin()` itself, not locked, runs"));
        }
        Ok(())
    }

    pub(super) fn constructor(
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
            return Err(wrong_argument_count("enum variant", 1, args.len(), span));
        };
        self.argument(arg, &inner)?;
        Ok(Some(ty))
    }

    /// A std function or associated function: its signature, the impl's generics, and the
    /// bindings of `Self`.
    pub(super) fn resolve_function(&mut self, written: &[String], span: Span) -> Checked<Resolved> {
        let text = written.join("::");
        let Some(full) = self.imports.full_path(written) else {
            let first = written.first().cloned().unwrap_or_default();
            if written.len() == 1 && self.outer_locals.contains(&first) {
                return Err(self.captured_local(span));
            }
            if written.len() == 1 {
                return Err(ScriptError::rustc(
                    "E0425",
                    span,
                    format!("cannot find function `{first}` in this scope"),
                ));
            }
            // `u32::from`, `char::from_digit`, `str::len`: real paths through a primitive type.
            const PRIMITIVES: &[&str] = &[
                "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128",
                "isize", "f32", "f64", "char", "bool", "str",
            ];
            if PRIMITIVES.contains(&first.as_str()) {
                // An integer type's associated function in the table (`u8::from_str_radix`).
                if let ([_, name], Some(int)) = (written, IntTy::parse(&first))
                    && let Some(sig) = surface()
                        .impls
                        .iter()
                        .filter(|imp| imp.trait_name.is_none() && imp.self_ty == Ty::Int(int))
                        .flat_map(|imp| &imp.methods)
                        .find(|m| m.name == *name && m.receiver == Receiver::None && !m.unsupported)
                {
                    return Ok((sig.clone(), Vec::new(), Vec::new()));
                }
                return Err(unsupported_call(&text, span));
            }
            if crate::script::lower::items::is_external_crate(&first) {
                return Err(ScriptError::external_crate(&first, span));
            }
            // `T::default()` of a generic parameter: a path through a bound's trait.
            if self.generics.iter().any(|(name, _)| *name == first) {
                return Err(ScriptError::new(
                    span,
                    format!("calling `{text}` through a generic parameter is not supported by bufscope yet"),
                )
                .with_help("pass the value in, or call the trait's method on a value"));
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
            // serde_json's own types (`Map`, `Number`, `Deserializer`…) are real too: the
            // exported program links the whole crate.
            if surface().is_module(owner)
                || owner.starts_with("std")
                || owner.starts_with("serde_json::")
            {
                return Err(unsupported_call(&text, span));
            }
            if let [one] = written
                && self.imports.may_bring(one)
            {
                return Err(super::names::brought_by_use(one, span));
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
                    && !self.trait_usable(trait_name)
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
        // std has it, the table does not (`VecDeque::try_with_capacity`); not a method of a
        // trait the table knows and the script did not import (rustc's E0599 then).
        if out_of_scope.is_none() && super::std_names::std_has_method(&self_ty, name) {
            return Err(unsupported_call(&text, span));
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
}

/// rustc's E0061: a call with `found` arguments of a `what` (function, method, enum variant)
/// that takes `expected`.
pub(super) fn wrong_argument_count(
    what: &str,
    expected: usize,
    found: usize,
    span: Span,
) -> ScriptError {
    ScriptError::rustc(
        "E0061",
        span,
        format!(
            "this {what} takes {expected} argument{} but {found} argument{} supplied",
            if expected == 1 { "" } else { "s" },
            if found == 1 { " was" } else { "s were" }
        ),
    )
}

/// The one argument of a function that takes one; E0061 otherwise.
pub(super) fn only_argument(args: &[Expr], span: Span) -> Checked<&Expr> {
    match args {
        [arg] => Ok(arg),
        _ => Err(wrong_argument_count("function", 1, args.len(), span)),
    }
}

pub(super) fn unsupported_call(text: &str, span: Span) -> ScriptError {
    ScriptError::new(span, format!("`{text}(…)` is not supported by bufscope"))
        .with_help("see the README's list of supported std items")
}

/// Levenshtein distance, for "a method with a similar name".
pub(super) fn edit_distance(a: &str, b: &str) -> usize {
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

impl Checker<'_> {
    /// A method of one of the receiver's deref steps whose name is a small edit away.
    pub(super) fn similar_method(&self, steps: &[Ty], method: &str) -> Option<String> {
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
}

impl Checker<'_> {
    /// Whether a method of the trait with this table name may be called here: the trait is in
    /// scope, or this is a method of an impl of it.
    pub(super) fn trait_usable(&self, trait_name: &str) -> bool {
        self.imports.trait_in_scope(trait_name) || self.impl_trait.as_deref() == Some(trait_name)
    }
}
