//! Iterator adapters and consumers, typed: what each gives a closure and what it yields;
//! `collect` and `sum` take their target from the turbofish or the expected type.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy};
use super::super::ty::Ty;
use super::closures::ITERATOR_METHODS;
use super::infer::Implements;
use super::{Checked, Checker};

impl Checker<'_> {
    /// `partition(f)` into two `Vec`s of the items (`let (a, b): (Vec<_>, Vec<_>) = …`), or
    /// of the values behind `&T` items of a `Copy` `T` (std's `Extend<&T>` for `Vec<T>`: the
    /// call becomes `partition (copied)`, which copies them); other collections, or none
    /// written, are not supported.
    fn partition(
        &mut self,
        predicate: &Expr,
        item: Ty,
        turbofish: &[syn::Type],
        expected: Option<&Ty>,
        (span, site): (crate::trace::Span, usize),
    ) -> Checked<Ty> {
        self.predicate(predicate, &Ty::reference(false, item.clone()))?;
        let halves_of = |item: &Ty| Ty::Tuple(vec![Ty::vec(item.clone()), Ty::vec(item.clone())]);
        let unsupported = |what: &str, help: &str| {
            Err(ScriptError::new(
                span,
                format!("`partition` {what} is not supported by bufscope yet"),
            )
            .with_help(help))
        };
        let written = "write the two `Vec`s: `let (a, b): (Vec<_>, Vec<_>) = …`";
        let (Some(expected), true) = (expected, turbofish.is_empty()) else {
            return unsupported("into what nothing names, or a turbofish,", written);
        };
        let copied = match self.infer.resolve(&item) {
            Ty::Ref { to, mutable: false }
                if self.infer.is_copy(&to)
                    && !self.infer.probe_unify(&halves_of(&item), expected) =>
            {
                Some(*to)
            }
            _ => None,
        };
        let element = copied.clone().unwrap_or(item);
        let halves = halves_of(&element);
        if !self.infer.probe_unify(&halves, expected) {
            return unsupported("into anything but two `Vec`s", written);
        }
        if copied.is_some() {
            self.rewrites.push(super::rewrites::Rewrite {
                expr: site,
                site: super::rewrites::Site::Method("partition (copied)".into()),
            });
        }
        self.infer.unify(&halves, expected);
        // A `Vec<u8>` is kept as bytes, which this `partition` does not make.
        if matches!(
            self.infer.resolve(&element),
            Ty::Int(IntTy::U8) | Ty::IntVar(_)
        ) {
            return unsupported(
                "into `Vec<u8>`s",
                "two `filter`s collected into `Vec<u8>`s do the same",
            );
        }
        Ok(halves)
    }

    /// `split`, `rsplit`, `split_terminator` and `matches` by a text pattern (`", "`, a
    /// `String`) only go forwards: a text searcher is no `DoubleEndedSearcher` (a `char`'s is).
    pub(super) fn split_by_text_goes_forwards(
        &mut self,
        method: &str,
        bindings: &[(String, Ty)],
        ret: Ty,
    ) -> Ty {
        if !matches!(method, "split" | "rsplit" | "split_terminator" | "matches") {
            return ret;
        }
        let pattern = bindings
            .iter()
            .find(|(name, _)| name == "P")
            .map(|(_, ty)| ty);
        let by_text = pattern.is_some_and(|ty| {
            let steps = self.infer.deref_steps(&self.infer.resolve(ty));
            steps
                .iter()
                .any(|step| matches!(step, Ty::Str) || step.is_adt("String"))
        });
        match ret {
            Ty::Adt(name, items) if by_text && name == "IterAdapter" => Ty::adt(FORWARD, items),
            other => other,
        }
    }

    /// The items of `filter_map`, `map_while` or `scan`: what the closure's `Option` holds.
    fn optional_items(
        &mut self,
        method: &str,
        at: crate::trace::Span,
        produced: &Ty,
    ) -> Checked<Ty> {
        match self.infer.resolve(produced) {
            Ty::Adt(name, inner) if name == "Option" => Ok(inner[0].clone()),
            other => Err(ScriptError::rustc("E0308", at, "mismatched types").with_help(format!(
                "expected `Option<_>`, found `{other}`: `{method}`'s closure returns an `Option`"
            ))),
        }
    }

    /// An iterator method, if `recv_ty` is an iterator and this module types `method`.
    pub(super) fn iterator_method(
        &mut self,
        call: super::methods::Call<'_>,
        recv_ty: &Ty,
        expected: Option<&Ty>,
    ) -> Checked<Option<Ty>> {
        let super::methods::Call {
            receiver,
            method,
            turbofish,
            args,
            span,
            site,
        } = call;
        if !ITERATOR_METHODS.contains(&method)
            || self.infer.implements(recv_ty, "Iterator") != Implements::Yes
        {
            return Ok(None);
        }
        let item = self.item_of(recv_ty, span)?;
        // `find`, `position`, `any`, `all` and `nth` borrow the iterator (`&mut self`), which
        // stays where it is; the other adapters and consumers take it by value.
        if super::closures::ITERATOR_BORROWING.contains(&method) {
            if !matches!(self.infer.resolve(recv_ty), Ty::Ref { .. }) {
                self.require_mutable_place(receiver)?;
            }
        } else if !self.infer.is_copy(recv_ty) {
            self.move_out_of(receiver, recv_ty)?;
        }
        let count = |n: usize| -> Checked<()> {
            if args.len() == n {
                Ok(())
            } else {
                Err(ScriptError::rustc(
                    "E0061",
                    span,
                    format!(
                        "this method takes {n} argument{} but {} argument{} supplied",
                        if n == 1 { "" } else { "s" },
                        args.len(),
                        if args.len() == 1 { " was" } else { "s were" }
                    ),
                ))
            }
        };
        // An adapter of an iterator that only goes forwards only goes forwards too.
        let one_way = only_forwards(&self.infer.resolve(recv_ty));
        let adapter = |item: Ty| Ty::adt(if one_way { FORWARD } else { "IterAdapter" }, vec![item]);
        let forward = |item: Ty| Ty::adt(FORWARD, vec![item]);
        let by_ref = Ty::reference(false, item.clone());
        let ty = match method {
            "map" => {
                count(1)?;
                adapter(self.closure(&args[0], std::slice::from_ref(&item))?)
            }
            "filter" => {
                count(1)?;
                self.predicate(&args[0], &by_ref)?;
                adapter(item)
            }
            // `inspect(|x| …)`: each item lent to the closure on its way through.
            "inspect" => {
                count(1)?;
                let produced = self.closure(&args[0], std::slice::from_ref(&by_ref))?;
                if !self.infer.coerce(&produced, &Ty::Unit) {
                    return Err(self.mismatch(args[0].span, &Ty::Unit, &produced));
                }
                adapter(item)
            }
            "take_while" | "skip_while" => {
                count(1)?;
                self.predicate(&args[0], &by_ref)?;
                forward(item)
            }
            "filter_map" | "map_while" => {
                count(1)?;
                let produced = self.closure(&args[0], std::slice::from_ref(&item))?;
                let kept = self.optional_items(method, args[0].span, &produced)?;
                if method == "map_while" {
                    forward(kept)
                } else {
                    adapter(kept)
                }
            }
            // `scan(state, |state, item| …)`: the closure gets the state by `&mut`.
            "scan" => {
                count(2)?;
                let state = self.value(&args[0], None)?;
                let params = [Ty::reference(true, state), item];
                let produced = self.closure(&args[1], &params)?;
                forward(self.optional_items(method, args[1].span, &produced)?)
            }
            "take" | "skip" | "step_by" => {
                count(1)?;
                self.expect_type(&args[0], &Ty::Int(IntTy::Usize))?;
                adapter(item)
            }
            "chain" | "zip" => {
                count(1)?;
                let other = self.value(&args[0], None)?;
                let other_item = self.item_of(&other, args[0].span)?;
                let one_way = one_way || only_forwards(&self.infer.resolve(&other));
                let adapter =
                    |item: Ty| Ty::adt(if one_way { FORWARD } else { "IterAdapter" }, vec![item]);
                if method == "zip" {
                    adapter(Ty::Tuple(vec![item, other_item]))
                } else {
                    if !self.infer.unify(&item, &other_item) {
                        return Err(ScriptError::rustc(
                            "E0271",
                            args[0].span,
                            format!(
                                "type mismatch resolving `<… as IntoIterator>::Item == {}`",
                                self.infer.resolve(&item)
                            ),
                        ));
                    }
                    adapter(item)
                }
            }
            "rev" => {
                count(0)?;
                if one_way {
                    return Err(ScriptError::rustc(
                        "E0277",
                        span,
                        format!(
                            "the trait bound `{}: DoubleEndedIterator` is not satisfied",
                            self.infer.resolve(recv_ty)
                        ),
                    )
                    .with_help(
                        "an `impl Iterator` promises no more than `Iterator`; `take_while`, \
                         `skip_while`, `map_while`, `scan`, `splitn`, a split by text (and what is \
                         made of them), a `HashMap`'s or `HashSet`'s items, an endless range `a..` \
                         and a reader's `lines`/`bytes` only go forwards: collect into a `Vec` \
                         first to walk it backwards",
                    ));
                }
                adapter(item)
            }
            // Items `&T` become `T`: by `Copy` or by `Clone`.
            "copied" | "cloned" => {
                count(0)?;
                let Ty::Ref { to, .. } = self.infer.resolve(&item) else {
                    return Err(ScriptError::rustc(
                        "E0271",
                        span,
                        format!(
                            "type mismatch resolving `<… as Iterator>::Item == &_`: the items are `{}`",
                            self.infer.resolve(&item)
                        ),
                    ));
                };
                let bound = if method == "copied" { "Copy" } else { "Clone" };
                self.require(&to, bound, span, false)?;
                adapter(*to)
            }
            "flat_map" => {
                count(1)?;
                let produced = self.closure(&args[0], std::slice::from_ref(&item))?;
                adapter(self.item_of(&produced, args[0].span)?)
            }
            // Each item is itself iterated (an `Option`, a `Result`, a `Vec`, an iterator).
            "flatten" => {
                count(0)?;
                adapter(self.item_of(&item, span)?)
            }
            "peekable" => {
                count(0)?;
                Ty::adt("Peekable", vec![item])
            }
            "collect" => {
                count(0)?;
                // As for `sum` below: a closure's return type that a later `collect` or `let`
                // names is known at the body's end.
                match (turbofish.is_empty(), expected) {
                    (true, Some(expected))
                        if matches!(self.infer.shallow(expected), Ty::Var(_)) =>
                    {
                        self.pending_collect_targets
                            .push((expected.clone(), item, span, site));
                        expected.clone()
                    }
                    _ => {
                        let target = self.target(turbofish, expected, span, "E0282")?;
                        self.collect_into(&target, &item, span, site)?;
                        target
                    }
                }
            }
            "sum" | "product" => {
                count(0)?;
                let name = if method == "sum" { "sum" } else { "product" };
                // rustc settles `S` of `sum::<S>()` when the body is typed: a closure's return
                // type that a later `collect::<Vec<u32>>()` names is known only then.
                let target = match (turbofish.is_empty(), expected) {
                    (true, Some(expected))
                        if matches!(self.infer.shallow(expected), Ty::Var(_)) =>
                    {
                        self.pending_sums
                            .push((expected.clone(), item.clone(), name, span));
                        expected.clone()
                    }
                    _ => {
                        let target = self.target(turbofish, expected, span, "E0283")?;
                        self.check_sum(&target, &item, span)?;
                        target
                    }
                };
                // Floats sum from std's own start (`-0.0`), once the type is known.
                let method = super::rewrites::Site::Method(method.to_string());
                self.vector_sites.push((site, method, target.clone()));
                target
            }
            "min" | "max" => {
                count(0)?;
                self.require_ord(&item, span)?;
                Ty::option(item)
            }
            "min_by_key" | "max_by_key" => {
                count(1)?;
                let key = self.closure(&args[0], &[by_ref])?;
                self.require_ord(&key, args[0].span)?;
                Ty::option(item)
            }
            "min_by" | "max_by" => {
                count(1)?;
                let produced = self.closure(&args[0], &[by_ref.clone(), by_ref])?;
                let ordering = Ty::adt("Ordering", Vec::new());
                if !self.infer.coerce(&produced, &ordering) {
                    return Err(self.mismatch(args[0].span, &ordering, &produced));
                }
                Ty::option(item)
            }
            "last" => {
                count(0)?;
                Ty::option(item)
            }
            "nth" => {
                count(1)?;
                self.expect_type(&args[0], &Ty::Int(IntTy::Usize))?;
                Ty::option(item)
            }
            "fold" => {
                count(2)?;
                let acc = self.value(&args[0], None)?;
                let produced = self.closure(&args[1], &[acc.clone(), item])?;
                if !self.infer.coerce(&produced, &acc) {
                    return Err(self.mismatch(args[1].span, &acc, &produced));
                }
                acc
            }
            "any" | "all" => {
                count(1)?;
                self.predicate(&args[0], &item)?;
                Ty::Bool
            }
            "find" => {
                count(1)?;
                self.predicate(&args[0], &by_ref)?;
                Ty::option(item)
            }
            "position" => {
                count(1)?;
                self.predicate(&args[0], &item)?;
                Ty::option(Ty::Int(IntTy::Usize))
            }
            "partition" => {
                count(1)?;
                self.partition(&args[0], item, turbofish, expected, (span, site))?
            }
            "for_each" => {
                count(1)?;
                let produced = self.closure(&args[0], &[item])?;
                if !self.infer.coerce(&produced, &Ty::Unit) {
                    return Err(self.mismatch(args[0].span, &Ty::Unit, &produced));
                }
                Ty::Unit
            }
            _ => return Ok(None),
        };
        Ok(Some(ty))
    }

    /// Whether `sum`/`product` can make a `target` from `item`s (std's `Sum`/`Product` impls:
    /// a number from numbers of its type or references to them); E0277 otherwise.
    fn check_sum(&mut self, target: &Ty, item: &Ty, span: crate::trace::Span) -> Checked<()> {
        // std's `Sum<Result<U, E>> for Result<T, E>` and `Sum<Option<U>> for Option<T>` where
        // `T: Sum<U>` (the same for `Product`): the first `Err` or `None` is the answer.
        if let Ty::Adt(wrapper, wanted) = self.infer.resolve(target)
            && (wrapper == "Result" || wrapper == "Option")
            && let shape = match wrapper.as_str() {
                "Result" => Ty::result(self.infer.fresh(), wanted[1].clone()),
                _ => Ty::option(self.infer.fresh()),
            }
            && self.infer.unify(item, &shape)
            && let Ty::Adt(_, items) = self.infer.resolve(item)
        {
            if matches!(
                self.infer.resolve(&wanted[0]),
                Ty::Float(_) | Ty::FloatVar(_)
            ) {
                return Err(ScriptError::new(
                    span,
                    format!(
                        "a sum or product of floats into a `{wrapper}` is not supported by bufscope yet"
                    ),
                ));
            }
            return self.check_sum(&wanted[0], &items[0], span);
        }
        let element = match self.infer.resolve(item) {
            Ty::Ref { to, .. } => *to,
            other => other,
        };
        if !self.infer.unify(target, &element)
            || !matches!(
                self.infer.shallow(target),
                Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_)
            )
        {
            return Err(ScriptError::rustc(
                "E0277",
                span,
                format!(
                    "a value of type `{}` cannot be made by summing an iterator over elements of type `{}`",
                    self.infer.resolve(target),
                    self.infer.resolve(item)
                ),
            ));
        }
        Ok(())
    }

    /// E0283 for an operand that holds a `sum`'s (or a `try_into`'s) result whose type is not
    /// settled yet: rustc picks no operator impl for an unknown type (`let s =
    /// v.iter().sum(); s + 1`).
    pub(super) fn operand_of_unsettled_sum(&self, operand: &Expr) -> Checked<()> {
        let ExprKind::Var(name) = &operand.kind else {
            return Ok(());
        };
        let Some(local) = self.lookup(name) else {
            return Ok(());
        };
        let ty = self.infer.shallow(&self.locals[local].ty);
        if let Some(span) = self.unsettled_try_into(&ty) {
            return Err(ScriptError::rustc("E0283", span, "type annotations needed")
                .with_help("say what to convert into: `let n: u8 = x.try_into()?`"));
        }
        match self
            .pending_sums
            .iter()
            .find(|(target, ..)| matches!(ty, Ty::Var(_)) && self.infer.shallow(target) == ty)
        {
            Some((_, _, method, span)) => Err(unsettled_sum(method, *span)),
            None => Ok(()),
        }
    }

    /// At the end of a body: the `sum`/`product` calls whose target was left to inference.
    /// One still unknown is E0283, as rustc has it.
    pub(super) fn resolve_sums(&mut self) -> Checked<()> {
        for (target, item, method, span) in std::mem::take(&mut self.pending_sums) {
            if matches!(self.infer.shallow(&target), Ty::Var(_)) {
                return Err(unsettled_sum(method, span));
            }
            self.check_sum(&target, &item, span)?;
        }
        Ok(())
    }
}

/// rustc's E0283 for a `sum`/`product` whose target nothing settles.
fn unsettled_sum(method: &str, span: crate::trace::Span) -> ScriptError {
    ScriptError::rustc("E0283", span, "type annotations needed").with_help(format!(
        "say what to build, e.g. `.{method}::<u64>()` or `let total: u64 = …`"
    ))
}

/// The checker's type of an iterator that only goes forwards (see the surface's `ForwardIter`).
const FORWARD: &str = "ForwardIter";

/// Whether `ty` (or what it refers to) iterates only forwards: no `DoubleEndedIterator`.
fn only_forwards(ty: &Ty) -> bool {
    match ty {
        Ty::Ref { to, .. } => only_forwards(to),
        // `Enumerate` goes backwards only over an iterator that does and knows its length.
        Ty::Adt(name, inner) if name == "Enumerate" => inner.first().is_some_and(|inner| {
            only_forwards(inner)
                || matches!(inner, Ty::Adt(name, _) if matches!(name.as_str(), "Chars" | "StrLines" | "SplitWhitespace"))
        }),
        Ty::Adt(name, _) => matches!(
            name.as_str(),
            FORWARD | "RangeFrom" | "IoLines" | "IoBytes" | "HashMap" | "HashSet"
        ),
        _ => false,
    }
}
