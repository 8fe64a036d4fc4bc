//! A function named where a closure is expected: `lines.map_while(Result::ok)`,
//! `.map(String::from)`, `.map(Option::is_some)`, `.map(str::trim)`, `.map(ToString::to_string)`,
//! `.map(parse_line)`.
//!
//! rustc passes the function item itself; its signature must fit the closure's parameters
//! exactly (no auto-reference or deref of the argument, E0631 otherwise). Here the name
//! becomes the closure that calls it (`|a| a.ok()`, `|a| String::from(a)`, `|a| parse_line(a)`),
//! checked like any closure, and for a method named by its type (`Option::is_some`) the
//! argument must be the method's `self` as it is: a receiver the method call would have
//! adjusted is refused as rustc refuses the function item.

use std::rc::Rc;

use super::super::error::ScriptError;
use super::super::ir::{ClosureDef, Expr, ExprKind, Pat, PatKind};
use super::super::surface::surface;
use super::super::ty::Ty;
use super::methods::Adjust;
use super::rewrites::{Rewrite, Site, SyntheticClosure, rewrite_expr};
use super::{Checked, Checker};
use crate::trace::Span;

/// How a named function is called from the closure standing for it.
enum Callee {
    /// `Type::method` or `Trait::method`, a method with `self`: `|a, …| a.method(…)`.
    Method {
        type_name: String,
        method: String,
        of_trait: bool,
    },
    /// `String::from`, a script function: `|a, …| path(a, …)`.
    Function { path: String, written: Vec<String> },
}

impl Checker<'_> {
    /// `arg` names a function: its closure's result type, having recorded the closure the
    /// interpreter runs in its place; `None` if `arg` is no function's name.
    pub(super) fn function_as_closure(&mut self, arg: &Expr, params: &[Ty]) -> Checked<Option<Ty>> {
        let Some(callee) = self.callee(arg) else {
            return Ok(None);
        };
        let span = arg.span;
        let names: Vec<String> = (0..params.len()).map(|i| format!("__arg{i}")).collect();
        let var = |name: &String| Expr {
            kind: ExprKind::Var(name.clone()),
            span,
        };
        let body = match &callee {
            Callee::Method { method, .. } => {
                let Some((first, rest)) = names.split_first() else {
                    return Err(mismatch(span, "a method takes its receiver as an argument"));
                };
                ExprKind::Method {
                    receiver: Box::new(var(first)),
                    method: method.clone(),
                    method_span: span,
                    turbofish: Vec::new(),
                    args: rest.iter().map(var).collect(),
                }
            }
            Callee::Function { path, written } => ExprKind::Call {
                path: path.clone(),
                written: written.clone(),
                turbofish: Vec::new(),
                args: names.iter().map(var).collect(),
            },
        };
        let def = ClosureDef {
            params: names
                .iter()
                .map(|name| {
                    let binding = PatKind::Binding {
                        name: name.clone(),
                        mutable: false,
                        by_ref: false,
                        sub: None,
                    };
                    (
                        Pat {
                            kind: binding,
                            span,
                        },
                        None,
                    )
                })
                .collect(),
            ret: None,
            body: Expr { kind: body, span },
            is_move: false,
            captures: Vec::new(),
            owns: false,
        };
        let mut closure = Expr {
            kind: ExprKind::Closure(Rc::new(def)),
            span,
        };
        let sites_before = self.rewrites.len();
        let produced = self.closure(&closure, params)?;
        match &callee {
            Callee::Method {
                type_name,
                method,
                of_trait,
            } => self.exact_receiver(type_name, method, *of_trait, &params[0], span)?,
            Callee::Function { path, .. } => self.exact_parameters(path, params, span)?,
        }
        let inner: Vec<Rewrite> = self.rewrites.split_off(sites_before);
        rewrite_expr(&mut closure, &inner);
        let ExprKind::Closure(def) = closure.kind else {
            unreachable!("the closure made above")
        };
        self.rewrites.push(Rewrite {
            expr: super::expr_address::address(arg),
            site: Site::Closure(SyntheticClosure(def)),
        });
        Ok(Some(produced))
    }

    /// What `arg` names, if a function: a script function not shadowed by a local, or a
    /// path (`Result::ok`, `String::from`).
    fn callee(&self, arg: &Expr) -> Option<Callee> {
        match &arg.kind {
            // A script function, or a constructor named bare (`.map(Some)`, `.map(Ok)`,
            // `.map(Meters)` of the script's tuple struct).
            ExprKind::Var(name)
                if self.lookup(name).is_none()
                    && (self.signatures.iter().any(|s| s.name == *name)
                        || matches!(name.as_str(), "Some" | "Ok" | "Err")
                        || self
                            .items
                            .type_index(name)
                            .is_some_and(|t| self.items.types[t].variants.is_none())) =>
            {
                Some(Callee::Function {
                    path: name.clone(),
                    written: vec![name.clone()],
                })
            }
            ExprKind::Path(path) => {
                let written: Vec<String> = path.split("::").map(str::to_string).collect();
                let (method, type_path) = written.split_last()?;
                let type_name = type_path.last()?.clone();
                let has_self = surface()
                    .impls
                    .iter()
                    .chain(&self.infer.user.impls)
                    .flat_map(|imp| {
                        let own = imp.methods.iter();
                        let of_trait = imp
                            .trait_name
                            .as_ref()
                            .and_then(|t| surface().traits.get(t))
                            .into_iter()
                            .flat_map(|t| t.methods.iter());
                        own.chain(of_trait)
                    })
                    .any(|sig| {
                        sig.name == *method && sig.receiver != super::super::surface::Receiver::None
                    })
                    // `str::parse`, which the checker types itself (its target is decided
                    // by use), is a method with `self` all the same.
                    || (type_name == "str" && method == "parse");
                let is_type = surface()
                    .types
                    .values()
                    .any(|t| t.path.rsplit("::").next() == Some(type_name.as_str()))
                    || matches!(type_name.as_str(), "str" | "char")
                    || self.items.type_index(&type_name).is_some();
                let of_trait = surface()
                    .traits
                    .values()
                    .any(|t| t.name == type_name && t.methods.iter().any(|m| m.name == *method));
                if has_self && (is_type || of_trait) {
                    Some(Callee::Method {
                        type_name,
                        method: method.clone(),
                        of_trait: !is_type,
                    })
                } else {
                    let canonical = super::super::known::canonical_call(path)
                        .map_or_else(|| path.clone(), str::to_string);
                    Some(Callee::Function {
                        path: canonical,
                        written,
                    })
                }
            }
            _ => None,
        }
    }

    /// `Type::method` passed for a closure taking `param`: `param` must be the method's own
    /// `self` type (of `Type`; of any type for `Trait::method`), as rustc requires of a
    /// function item.
    fn exact_receiver(
        &mut self,
        type_name: &str,
        method: &str,
        of_trait: bool,
        param: &Ty,
        span: Span,
    ) -> Checked<()> {
        let param = self.infer.resolve(param);
        if type_name == "str" && method == "parse" {
            // Typed by the checker, not the table: its `self` is a `&str`.
            if param == Ty::reference(false, Ty::Str) {
                return Ok(());
            }
            return Err(mismatch(
                span,
                &format!("`str::parse` takes its `self` as `&str`, not `{param}`"),
            ));
        }
        let pick = self.probe(&param, method, span, false)?;
        let self_ty = pick
            .bindings
            .iter()
            .find(|(name, _)| name == "Self")
            .map(|(_, ty)| self.infer.resolve(ty));
        let named = match &self_ty {
            Some(Ty::Str) => "str".to_string(),
            Some(Ty::Char) => "char".to_string(),
            Some(Ty::Adt(name, _)) => surface()
                .types
                .get(name)
                .and_then(|t| t.path.rsplit("::").next().map(str::to_string))
                .unwrap_or_else(|| name.clone()),
            Some(other) => other.to_string(),
            None => String::new(),
        };
        if pick.step == 0 && pick.adjust == Adjust::ByValue && (of_trait || named == type_name) {
            return Ok(());
        }
        Err(mismatch(
            span,
            &format!("`{type_name}::{method}` takes its `self` as its own type, not `{param}`"),
        ))
    }

    /// A script function passed for a closure taking `params`: each must be the function's
    /// parameter type itself (no deref coercion of the argument, as for a function item).
    fn exact_parameters(&mut self, name: &str, params: &[Ty], span: Span) -> Checked<()> {
        // Several functions have one name when they are the `from`s of a type's `From`
        // impls (`.map_err(AppError::from)`): the one the closure's parameters fit.
        let named: Vec<_> = self.signatures.iter().filter(|s| s.name == name).collect();
        let fits = named.iter().find(|s| {
            params.iter().zip(&s.params).all(|(given, declared)| {
                matches!(declared, Ty::Dyn(_)) || self.infer.probe_unify(given, declared)
            })
        });
        let Some(signature) = fits.or(named.first()).map(|s| (*s).clone()) else {
            return Ok(());
        };
        for (given, declared) in params.iter().zip(signature.params) {
            // A generic parameter takes whatever fits its bounds.
            if matches!(declared, Ty::Dyn(_)) {
                continue;
            }
            if !self.infer.unify(given, &declared) {
                let given = self.infer.resolve(given);
                return Err(mismatch(
                    span,
                    &format!("`{name}` takes `{declared}`, not `{given}`"),
                ));
            }
        }
        Ok(())
    }
}

fn mismatch(span: Span, help: &str) -> ScriptError {
    ScriptError::rustc("E0631", span, "type mismatch in function arguments").with_help(help)
}
