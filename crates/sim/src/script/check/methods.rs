//! Method calls: rustc's probe over the receiver's deref steps (inherent before trait
//! methods, trait methods only in scope), and what the receiver's adjustment does to it.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind};
use super::super::surface::{FnSig, Generic, Receiver, surface};
use super::super::ty::Ty;
use super::element_conflicts::ElementUse;
use super::held_by_temporaries::PlaceBorrow;
use super::infer::{Implements, match_pattern};
use super::{Checked, Checker};
use crate::trace::Span;

/// How the receiver was adjusted to fit the method's `self`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Adjust {
    ByValue,
    AutoRef,
    AutoRefMut,
}

/// The method a call resolved to.
#[derive(Debug)]
pub(super) struct Pick {
    pub(super) sig: FnSig,
    /// The impl's generics and what its self type bound them to (`Self` included).
    pub(super) generics: Vec<Generic>,
    pub(super) bindings: Vec<(String, Ty)>,
    /// How many derefs from the receiver's type.
    pub(super) step: usize,
    pub(super) adjust: Adjust,
}

pub(super) fn receiver_form(receiver: Receiver, self_ty: &Ty) -> Ty {
    match receiver {
        Receiver::Ref => Ty::reference(false, self_ty.clone()),
        Receiver::RefMut => Ty::reference(true, self_ty.clone()),
        _ => self_ty.clone(),
    }
}

pub(super) fn type_kind(ty: &Ty) -> &'static str {
    match ty {
        Ty::Ref { mutable: true, .. } => "mutable reference",
        Ty::Ref { .. } => "reference",
        Ty::Adt(name, _) => match surface().types.get(name).map(|t| t.kind.as_str()) {
            Some("enum") => "enum",
            _ => "struct",
        },
        Ty::Param(_) | Ty::Rigid(_) => "type parameter",
        _ => "type",
    }
}

/// A method call as written.
#[derive(Debug, Clone, Copy)]
pub(super) struct Call<'e> {
    pub(super) receiver: &'e Expr,
    pub(super) method: &'e str,
    /// `::<…>` after the name.
    pub(super) turbofish: &'e [syn::Type],
    pub(super) args: &'e [Expr],
    /// The method's name (rustc points there).
    pub(super) span: Span,
    /// The call's address (see [`super::rewrites`]).
    pub(super) site: usize,
}

impl Checker<'_> {
    pub(super) fn method_call(&mut self, call: Call<'_>, expected: Option<&Ty>) -> Checked<Ty> {
        // The comparisons std's code for this call would make (see `compare_impls`); the
        // receiver's and the arguments' own calls answer for theirs.
        let outer = std::mem::take(&mut self.infer.compared_written);
        self.method_calls += 1;
        let checked = self.checked_method_call(call, expected);
        self.method_calls -= 1;
        let compared = std::mem::replace(&mut self.infer.compared_written, outer);
        let ty = checked?;
        self.std_comparing_written(&compared, (call.method, call.args.len()), call.span)?;
        Ok(ty)
    }

    fn checked_method_call(&mut self, call: Call<'_>, expected: Option<&Ty>) -> Checked<Ty> {
        let Call {
            receiver,
            method,
            args,
            span,
            site,
            ..
        } = call;
        let from = self.conflicts_so_far();
        let recv_ty = self.expr(receiver, None);
        let recv_ty = self.moved_receiver(recv_ty, receiver, method)?;
        let mut recv_ty = self.infer.resolve(&recv_ty);
        if matches!(recv_ty, Ty::Var(_)) {
            // `Err(e) => e.to_string()` of a `try_into` whose target is known by now.
            self.settle_try_conversion_errors();
            recv_ty = self.infer.resolve(&recv_ty);
        }
        if matches!(recv_ty, Ty::Var(_)) {
            return Err(ScriptError::rustc("E0282", receiver.span, "type annotations needed")
                .with_help(format!(
                    "the type of this value must be known to call `.{method}()` on it: give the variable a type"
                )));
        }
        // The script's iterator runs std's provided methods as std's iterators do.
        let recv_ty = self
            .as_std_iterator(&recv_ty, method, span)?
            .unwrap_or(recv_ty);
        if method == "try_into" && args.is_empty() && !self.has_own_method(&recv_ty, method) {
            return Ok(self.check_try_into(&recv_ty, (span, site)));
        }
        if method == "into" && args.is_empty() && !self.has_own_method(&recv_ty, method) {
            if let Some(ty) =
                self.json_conversion(receiver, &recv_ty, method, args, expected, span)?
            {
                self.rewrites.push(super::rewrites::Rewrite {
                    expr: site,
                    site: super::rewrites::Site::Method("into (json)".into()),
                });
                return Ok(ty);
            }
            if let Some(ty) = self.str_into_string(&recv_ty, expected) {
                self.rewrites.push(super::rewrites::Rewrite {
                    expr: site,
                    site: super::rewrites::Site::Method("to_string".into()),
                });
                return Ok(ty);
            }
            return self.check_into(receiver, &recv_ty, (span, site));
        }
        if let Some(ty) = self.combinator(&recv_ty, receiver, method, args, span)? {
            self.closures_against_receiver(receiver, args, None)?;
            return Ok(ty);
        }
        if let Some(ty) = self.slice_get(&recv_ty, method, args)? {
            return Ok(ty);
        }
        if let Some(ty) = self.extend(&recv_ty, receiver, method, args)? {
            let place = PlaceBorrow {
                mutable: true,
                two_phase: !matches!(recv_ty, Ty::Ref { .. }),
            };
            self.closures_against_receiver(receiver, args, Some(place))?;
            return Ok(ty);
        }
        if let Some(ty) = self.slice_closure_method(&recv_ty, receiver, method, args)? {
            // `retain` is `Vec`'s own; the sorts are the slice's, reached through a deref.
            let two_phase = matches!(
                method,
                "retain" | "retain_mut" | "dedup_by_key" | "dedup_by"
            ) && recv_ty.is_adt("Vec");
            let place = PlaceBorrow {
                mutable: true,
                two_phase,
            };
            self.closures_against_receiver(receiver, args, Some(place))?;
            return Ok(ty);
        }
        if let Some(ty) = self.entry_closure(&recv_ty, receiver, method, args)? {
            self.closures_against_receiver(receiver, args, None)?;
            return Ok(ty);
        }
        self.json_member_receiver(&recv_ty, receiver, method)?;
        if let Some(ty) = self.iterator_self_method(receiver, &recv_ty, method, args)? {
            return Ok(ty);
        }
        if let Some(ty) = self.mut_ref_into_iter(&recv_ty, method, args, site) {
            return Ok(ty);
        }
        if let Some(ty) = self.json_map_method(&recv_ty, receiver, method, args)? {
            let place = PlaceBorrow {
                mutable: true,
                two_phase: recv_ty.is_adt("JsonMap"),
            };
            self.closures_against_receiver(receiver, args, Some(place))?;
            return Ok(ty);
        }
        if let Some(ty) = self.iterator_method(call, &recv_ty, expected)? {
            self.closures_against_receiver(receiver, args, None)?;
            return Ok(ty);
        }
        if let Some(ty) = self.parse_call(call, &recv_ty)? {
            return Ok(ty);
        }
        let pick = self.probe(&recv_ty, method, span, false)?;
        self.std_method_of_written_order(&recv_ty, &pick.sig, span)?;
        self.adjust_receiver(receiver, &recv_ty, &pick)?;
        if pick.adjust == Adjust::AutoRefMut {
            self.lend_indexed_receiver(receiver, &recv_ty);
        }
        self.script_method(&pick, site, &recv_ty);
        let autoref = match pick.adjust {
            Adjust::AutoRef => Some(false),
            Adjust::AutoRefMut => Some(true),
            Adjust::ByValue => None,
        };
        self.lend_receiver(receiver, &recv_ty, pick.step, autoref, &pick.sig);
        if let Some(mutable) = autoref {
            let used = ElementUse::Borrow { mutable };
            self.element_conflicts(receiver, from, used, receiver.span);
        }
        let bindings = self.instantiate(&pick.generics, &pick.sig.generics, pick.bindings.clone());
        if args.len() == pick.sig.params.len() {
            let tests = self.pattern_tests(&pick.sig, &bindings, args)?;
            self.arguments_but(&pick.sig, &bindings, args, (span, &tests))?;
        } else {
            self.arguments(&pick.sig, &bindings, args, span)?;
        }
        if pick.sig.receiver == Receiver::RefMut {
            self.store_arguments(receiver, &pick.sig, args);
        }
        let place = autoref.map(|mutable| PlaceBorrow {
            mutable,
            two_phase: mutable && pick.step == 0,
        });
        self.closures_against_receiver(receiver, args, place)?;
        self.map_key(&pick, &bindings, span)?;
        let mut generics = pick.generics.clone();
        generics.extend(pick.sig.generics.iter().cloned());
        self.bounds(&generics, &bindings, (&pick.sig.params, args), span)?;
        let ret = pick.sig.ret.substitute(&bindings);
        let ret = self.split_by_text_goes_forwards(method, &bindings, ret);
        self.with_default(method, &ret, expected, site, span)?;
        Ok(ret)
    }

    /// A map lookup's key (`get`, `get_mut`, `contains_key`, `remove`): `&K`, or `&str` for
    /// `String` keys, as std's `K: Borrow<Q>` allows.
    fn map_key(&mut self, pick: &Pick, bindings: &[(String, Ty)], span: Span) -> Checked<()> {
        let lookup = pick
            .sig
            .generics
            .iter()
            .any(|g| g.bounds.iter().any(|b| b == "KeyOf"));
        if !lookup {
            return Ok(());
        }
        let bound = |name: &str| {
            bindings
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, t)| t.clone())
        };
        let (Some(key), Some(query)) = (bound("K"), bound("Q")) else {
            return Ok(());
        };
        let (key, query) = (self.infer.resolve(&key), self.infer.resolve(&query));
        if self.key_borrows_as(&key, &query) {
            return Ok(());
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!("the trait bound `{key}: Borrow<{query}>` is not satisfied"),
        )
        .with_help(format!("look it up by `&{key}`")))
    }

    /// Whether a map's `key` type borrows as `query` (`K: Borrow<Q>`, for `get` and `map[&q]`):
    /// the same type, `String` as `str`, `&T` as `T`; `{integer}` keys and queries meet by
    /// inference.
    fn key_borrows_as(&mut self, key: &Ty, query: &Ty) -> bool {
        let (key, query) = (self.infer.resolve(key), self.infer.resolve(query));
        if (key.has_unknowns() || query.has_unknowns()) && self.infer.unify(&key, &query) {
            return true;
        }
        key == query
            || (key.is_adt("String") && query == Ty::Str)
            || matches!(&key, Ty::Ref { to, .. } if **to == query)
    }

    /// Whether `map[index]` meets std's `Index<&Q>` of a map with keys of type `key`: the
    /// index is a reference to a type the keys borrow as.
    pub(super) fn map_index_key(&mut self, key: &Ty, index: &Ty) -> bool {
        match self.infer.resolve(index) {
            Ty::Ref { to, .. } => self.key_borrows_as(key, &to),
            _ => false,
        }
    }

    /// What a method's `self` does to the receiver: moves it, or borrows it (mutably: then it
    /// must be a mutable place, or reached through `&mut`).
    pub(super) fn adjust_receiver(
        &mut self,
        receiver: &Expr,
        recv_ty: &Ty,
        pick: &Pick,
    ) -> Checked<()> {
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

    /// The type of a simple place (a local) without checking it again.
    pub(super) fn expr_type_quiet(&self, expr: &Expr) -> Option<Ty> {
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
    pub(super) fn probe(
        &mut self,
        recv_ty: &Ty,
        method: &str,
        span: Span,
        allow_unsupported: bool,
    ) -> Checked<Pick> {
        let steps = self.infer.deref_steps(recv_ty);
        let mut out_of_scope: Option<String> = None;
        let mut unmet_method_bound: Option<(Ty, String)> = None;
        for (step, step_ty) in steps.iter().enumerate() {
            for adjust in [Adjust::ByValue, Adjust::AutoRef, Adjust::AutoRefMut] {
                let self_arg = match adjust {
                    Adjust::ByValue => step_ty.clone(),
                    Adjust::AutoRef => Ty::reference(false, step_ty.clone()),
                    Adjust::AutoRefMut => Ty::reference(true, step_ty.clone()),
                };
                let mut trait_pick: Option<(Pick, Ty, String)> = None;
                let user = self.infer.user.clone();
                for imp in surface().impls.iter().chain(&user.impls) {
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
                            // std bounds a slice's methods one by one (`sort` is `where T:
                            // Ord`), and `Result`'s `unwrap` family (`where E: Debug`):
                            // rustc's E0277 names the bound, where an impl's is E0599.
                            if unmet_method_bound.is_none()
                                && bounded_one_by_one(&imp.self_ty, method)
                            {
                                unmet_method_bound =
                                    self.infer.unmet_bound(&imp.generics, &bindings);
                            }
                            continue;
                        }
                        // A bound's method on a generic parameter (`T: Clone + PartialOrd`,
                        // checked as that `dyn`): `Self` is the parameter, not the one bound.
                        let param = match self.infer.shallow(step_ty) {
                            Ty::Ref { to, .. } => self.infer.shallow(&to),
                            other => other,
                        };
                        // `1.cmp(&x)`, and `b.cmp(a)` of two `&{integer}` (`sort_by`'s
                        // closure): a trait's method on an `{integer}` leaves the type to
                        // inference, as rustc does; the first impl for an integer type must
                        // not fix it.
                        // A trait object's own traits are callable without a `use` (below).
                        let object = param.clone();
                        let numeric_var = imp.trait_name.is_some()
                            && matches!(imp.self_ty, Ty::Int(_) | Ty::Float(_))
                            && matches!(param, Ty::IntVar(_) | Ty::FloatVar(_));
                        let (self_bound, pattern) = if numeric_var {
                            (param.clone(), receiver_form(sig.receiver, &param))
                        } else if matches!(imp.self_ty, Ty::Dyn(_)) && matches!(param, Ty::Dyn(_)) {
                            (param, pattern)
                        } else {
                            (self_ty.substitute(&bindings), pattern)
                        };
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
                                if self.trait_usable(trait_name)
                                    || object_trait(&object, trait_name)
                                {
                                    if let Some((_, _, first)) = &trait_pick {
                                        self.ambiguous_script_method(
                                            first, trait_name, method, span,
                                        )?;
                                    } else {
                                        trait_pick = Some((pick, pattern, trait_name.clone()));
                                    }
                                } else if out_of_scope.is_none() {
                                    out_of_scope = Some(trait_name.clone());
                                }
                            }
                        }
                    }
                }
                if let Some((pick, pattern, _)) = trait_pick {
                    return self.picked(pick, &self_arg, &pattern, span, allow_unsupported);
                }
            }
        }
        if let Some((ty, bound)) = unmet_method_bound {
            // `No` from `unmet_bound`: this is rustc's E0277 for it.
            self.require(&ty, &bound, span, true)?;
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
        let resolved_steps: Vec<Ty> = steps.iter().map(|step| self.infer.resolve(step)).collect();
        if let Some(shown) = resolved_steps
            .iter()
            .find(|step| cursor_without_write(step, method))
        {
            return Err(ScriptError::rustc(
                "E0599",
                span,
                format!("the method `{method}` exists for struct `{shown}`, but its trait bounds were not satisfied"),
            )
            .with_help("a `Cursor` writes into a `Vec<u8>`, a `&mut Vec<u8>`, a `&mut [u8]` or a `[u8; N]`"));
        }
        // A method of a generic impl of the script's whose bounds the type's arguments do not
        // meet (`write_all` of a `Counted<u8>` under `impl<W: Write> Write for Counted<W>`).
        if let Some(shown) = resolved_steps
            .iter()
            .find(|step| self.bounded_out_of(step, method))
        {
            return Err(ScriptError::rustc(
                "E0599",
                span,
                format!(
                    "the method `{method}` exists for struct `{shown}`, but its trait bounds were not satisfied"
                ),
            ));
        }
        // A method std has on one of the steps (the script's own types are not in std's
        // list): bufscope lacks it, rustc would not refuse it.
        let own_type = |ty: &Ty| matches!(ty, Ty::Adt(name, _) if self.items.get(name).is_some());
        if steps
            .iter()
            .any(|step| !own_type(step) && super::std_names::std_has_method(step, method))
        {
            return Err(ScriptError::new(
                span,
                format!("the method `.{method}()` is not supported by bufscope yet"),
            )
            .with_help("it is real std, but bufscope does not simulate it; see the README's list of supported std items"));
        }
        // std's methods, and the script's own (an inherent method of another type, a method
        // of its trait a type does not implement).
        let known_anywhere = surface()
            .impls
            .iter()
            .chain(&self.items.impls)
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

    /// Two traits' methods of one name fit the receiver at the same step: rustc's E0034
    /// when one is the script's (std's own overlaps are the table's to order).
    fn ambiguous_script_method(
        &self,
        first: &str,
        other: &str,
        method: &str,
        span: Span,
    ) -> Checked<()> {
        if first != other && (self.items.is_trait(first) || self.items.is_trait(other)) {
            return Err(
                ScriptError::rustc("E0034", span, "multiple applicable items in scope").with_help(
                    format!(
                        "`{first}` and `{other}` both have a method `{method}` for this type: \
                         call it as `{first}::{method}(…)` or `{other}::{method}(…)`"
                    ),
                ),
            );
        }
        Ok(())
    }

    pub(super) fn picked(
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
}

/// Whether std bounds `method` of `self_ty` on the method itself (a `where` clause), not on
/// its impl: an unmet bound is rustc's E0277 then, not E0599.
fn bounded_one_by_one(self_ty: &Ty, method: &str) -> bool {
    match self_ty {
        Ty::Slice(_) => true,
        Ty::Adt(name, _) if name == "Result" => {
            matches!(method, "unwrap" | "expect" | "unwrap_err" | "expect_err")
        }
        _ => false,
    }
}

/// Whether `ty` is a `Cursor` std has no `Write` for and `method` is one of `Write`'s: the
/// table has every std impl of `Write` for `Cursor` (a `Vec<u8>`, `&mut Vec<u8>`,
/// `&mut [u8]`, `[u8; N]`) but `Cursor<Box<[u8]>>`, so over anything else (`&mut [u8; N]`,
/// `&Vec<u8>`) the method does not exist, as rustc says.
fn cursor_without_write(ty: &Ty, method: &str) -> bool {
    const WRITE: &[&str] = &["write", "write_all", "write_fmt", "write_vectored", "flush"];
    match ty {
        Ty::Adt(name, args) if name == "Cursor" && WRITE.contains(&method) => {
            matches!(args.as_slice(), [inner] if !matches!(inner, Ty::Var(_)) && !inner.is_adt("Box"))
        }
        _ => false,
    }
}

impl Checker<'_> {
    /// Whether `ty` is the script's generic type with an impl that has `method` (of its own or
    /// of its trait) for other arguments: the probe found no row only because of its bounds.
    fn bounded_out_of(&self, ty: &Ty, method: &str) -> bool {
        let Ty::Adt(name, args) = ty else {
            return false;
        };
        if args.is_empty() || self.items.get(name).is_none() {
            return false;
        }
        self.items.impls.iter().any(|imp| {
            !imp.generics.is_empty()
                && matches!(&imp.self_ty, Ty::Adt(own, _) if own == name)
                && (imp.methods.iter().any(|m| m.name == method)
                    || imp
                        .trait_name
                        .as_ref()
                        .and_then(|t| surface().traits.get(t))
                        .is_some_and(|t| t.methods.iter().any(|m| m.name == method)))
        })
    }
}

/// Whether `trait_name`'s methods may be called on `receiver` without the trait in scope: a
/// trait object's own trait and its supertraits may, as rustc finds them (and so may a generic
/// parameter's bound, which is checked as that `dyn`): `r.read(…)` on a `&mut dyn BufRead` or
/// an `R: std::io::Read` with no `use std::io::Read;`.
fn object_trait(receiver: &Ty, trait_name: &str) -> bool {
    /// std's supertraits of the traits a script names as objects or bounds.
    const SUPERTRAITS: [(&str, &[&str]); 2] =
        [("BufRead", &["Read"]), ("Error", &["Debug", "Display"])];
    let Ty::Dyn(object) = receiver else {
        return false;
    };
    object == trait_name
        || SUPERTRAITS
            .iter()
            .any(|(sub, supers)| sub == object && supers.contains(&trait_name))
}
