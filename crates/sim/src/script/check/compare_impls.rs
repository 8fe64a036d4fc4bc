//! The script's hand-written comparisons (`impl PartialEq`, `PartialOrd`, `Ord` written by
//! hand rather than derived): which of its types has which, and what a comparison of them
//! runs. The interpreter compares the script's values by their fields, as the derives do;
//! a hand-written impl runs where the checker rewrote the comparison into its call (the
//! operators) or where the run asks for it by type (`sort`, `max`, `min`), and any other
//! comparison that would need one is refused rather than answered by the fields.

use super::super::error::ScriptError;
use super::super::ty::Ty;
use super::user_items::UserItems;
use super::{Checked, Checker};
use crate::trace::Span;

/// The comparison traits with a method a script may write by hand (`eq`, `partial_cmp`,
/// `cmp`; `Eq` has none).
const WRITTEN_TRAITS: [&str; 3] = ["PartialEq", "PartialOrd", "Ord"];

impl UserItems {
    /// The function of `type_name`'s hand-written impl of `trait_name` (its `eq`,
    /// `partial_cmp` or `cmp`), if the script wrote one.
    pub(super) fn hand_written(&self, type_name: &str, trait_name: &str) -> Option<usize> {
        self.impls
            .iter()
            .filter(|imp| {
                imp.trait_name.as_deref() == Some(trait_name) && imp.self_ty.is_adt(type_name)
            })
            .flat_map(|imp| &imp.methods)
            .find_map(|method| method.script_fn)
    }

    /// The first of the script's types in `ty` (itself, or behind a reference, in a `Vec`, an
    /// `Option`, a tuple…) whose `trait_name` is hand-written.
    pub(super) fn hand_written_in(&self, ty: &Ty, trait_name: &str) -> Option<String> {
        let found = std::cell::RefCell::new(None);
        ty.contains(&|part| match part {
            Ty::Adt(name, _) if self.hand_written(name, trait_name).is_some() => {
                *found.borrow_mut() = Some(name.clone());
                true
            }
            _ => false,
        });
        found.into_inner()
    }

    /// The first of the script's types in `ty` with any hand-written comparison.
    pub(super) fn any_hand_written_in(&self, ty: &Ty) -> Option<String> {
        WRITTEN_TRAITS
            .iter()
            .find_map(|trait_name| self.hand_written_in(ty, trait_name))
    }
}

impl Checker<'_> {
    /// A std method call whose checking asked for a comparison of the script's type whose
    /// comparison is hand-written (`compared`): refused unless the run calls it as std does,
    /// which it does for `sort` and `sort_unstable` of its values and an iterator's `max` and
    /// `min` of them (or of references to them).
    pub(super) fn std_comparing_written(
        &self,
        compared: &[Ty],
        (method, args): (&str, usize),
        span: Span,
    ) -> Checked<()> {
        let Some(first) = compared.first() else {
            return Ok(());
        };
        let direct = |ty: &Ty| {
            let mut ty = ty;
            while let Ty::Ref { to, .. } = ty {
                ty = to;
            }
            matches!(ty, Ty::Adt(name, _) if self.items.type_index(name).is_some())
        };
        let run = matches!(
            (method, args),
            ("sort" | "sort_unstable" | "max" | "min", 0)
        );
        if run && compared.iter().all(direct) {
            return Ok(());
        }
        let own = self.items.any_hand_written_in(first).unwrap_or_default();
        Err(ScriptError::new(
            span,
            format!(
                "`{method}` comparing `{first}` by the hand-written comparison of `{own}` is not supported by bufscope yet"
            ),
        )
        .with_help(format!("{}; or compare by a key", where_it_runs(&own))))
    }

    /// A comparison trait's method (`cmp`, `max`, `lt`…) that the probe found in std's rows
    /// rather than the script's impl, on a receiver of (or holding) the script's type whose
    /// comparison is hand-written: std's would call the script's, bufscope's would not.
    pub(super) fn std_method_of_written_order(
        &self,
        recv_ty: &Ty,
        sig: &super::super::surface::FnSig,
        span: Span,
    ) -> Checked<()> {
        const METHODS: &[&str] = &[
            "eq",
            "ne",
            "partial_cmp",
            "lt",
            "le",
            "gt",
            "ge",
            "cmp",
            "max",
            "min",
            "clamp",
        ];
        if sig.script_fn.is_some() || sig.params.is_empty() || !METHODS.contains(&sig.name.as_str())
        {
            return Ok(());
        }
        let recv_ty = self.infer.resolve(recv_ty);
        let Some(own) = self.items.any_hand_written_in(&recv_ty) else {
            return Ok(());
        };
        Err(ScriptError::new(
            span,
            format!(
                "`{}` of a `{recv_ty}` by the hand-written comparison of `{own}` is not supported by bufscope yet",
                sig.name
            ),
        )
        .with_help(where_it_runs(&own)))
    }
}

/// Where bufscope runs the hand-written comparison of `own`, as a refusal's help says it.
pub(super) fn where_it_runs(own: &str) -> String {
    format!(
        "bufscope runs it for `{own}` values (or references to them) compared with an operator, `cmp` or `partial_cmp`, and by `sort`, `sort_unstable`, `max()` and `min()`"
    )
}

/// What a comparison of `shown` through std's own code gets: bufscope runs the script's
/// hand-written `trait_name` of `own` only where the script compares `own` values itself.
pub(super) fn not_run_inside(shown: &str, own: &str, trait_name: &str, span: Span) -> ScriptError {
    ScriptError::new(
        span,
        format!(
            "comparing a `{shown}` by the hand-written `{trait_name}` of `{own}` inside it is not supported by bufscope yet"
        ),
    )
    .with_help(where_it_runs(own))
}
