//! Trait obligations: `ty: Trait` decided now, or at the end of the body while the type is
//! still unknown, and the error each failure is (rustc's, or "not supported").

use super::infer::Implements;
use super::{Checked, Checker, Obligation, into_json, types};
use crate::script::error::ScriptError;
use crate::script::ty::Ty;
use crate::trace::Span;

impl Checker<'_> {
    /// Requires `ty: trait_name`; an unknown type defers the check to the end of the body.
    pub(super) fn require(
        &mut self,
        ty: &Ty,
        trait_name: &str,
        span: Span,
        last_chance: bool,
    ) -> Checked<()> {
        let asked = self.infer.compared_written.len();
        let answer = self.infer.implements(ty, trait_name);
        // Inside a method call, the call answers for it (`Checker::std_comparing_written`).
        if self.method_calls == 0
            && let Some(compared) = self.infer.compared_written.get(asked).cloned()
        {
            // A generic function's `T: PartialOrd` met by the script's hand-written
            // comparison: its body compares by the run's fields, not by that impl.
            self.infer.compared_written.truncate(asked);
            let own = self
                .items
                .any_hand_written_in(&compared)
                .unwrap_or_default();
            return Err(ScriptError::new(
                span,
                format!("a `{trait_name}` bound met by the hand-written comparison of `{own}` is not supported by bufscope yet"),
            )
            .with_help(super::compare_impls::where_it_runs(&own)));
        }
        match answer {
            Implements::Yes => Ok(()),
            Implements::Unknown if !last_chance => {
                self.deferred.push(Obligation {
                    ty: ty.clone(),
                    trait_name: trait_name.to_string(),
                    span,
                });
                Ok(())
            }
            // Still unknown at the end: rustc needs an annotation there too; for serde's
            // traits it names the bound it cannot satisfy (`_: Deserialize<'_>`).
            Implements::Unknown if matches!(trait_name, "Serialize" | "Deserialize") => {
                Err(ScriptError::rustc("E0283", span, "type annotations needed")
                    .with_help(format!("cannot satisfy `_: {trait_name}`; give the variable a type, e.g. `let v: Vec<u8> = …`")))
            }
            Implements::Unknown => {
                Err(ScriptError::rustc("E0282", span, "type annotations needed")
                    .with_help("give the variable a type, e.g. `let v: Vec<u8> = …`"))
            }
            // std's patterns include arrays of chars (`&[' ', ',']` as written, `['a', 'b']`),
            // which bufscope's do not yet: of the sets of chars, only a `&[char]`.
            Implements::No
                if matches!(trait_name, "StrPattern" | "CharPattern")
                    && self.infer.deref_steps(&self.infer.resolve(ty)).iter().any(|step| {
                        matches!(step, Ty::Slice(of) | Ty::Array(of, _) if matches!(**of, Ty::Char))
                    }) =>
            {
                Err(ScriptError::new(
                    span,
                    "a pattern of several chars is not supported by bufscope yet",
                ))
            }
            // serde serializes more of std than bufscope does (maps, tuples, `char`…).
            Implements::No
                if trait_name == "Serialize"
                    && into_json::serde_serializes(&self.infer.resolve(ty)) =>
            {
                Err(ScriptError::new(
                    span,
                    format!(
                        "serializing a `{}` is not supported by bufscope yet",
                        self.infer.resolve(ty)
                    ),
                ))
            }
            Implements::No => {
                let ty = self.infer.resolve(ty);
                if let Some(error) = self.unmet_from_impl(&ty, trait_name, span) {
                    return Err(error);
                }
                let (ty, trait_name) = self.infer.unmet_leaf(&ty, trait_name);
                let lacking = forwarded(&ty, &trait_name);
                let shown = self.rustc_type_name(lacking);
                Err(types::unsatisfied(lacking, &shown, &trait_name, span))
            }
        }
    }
}

/// The type whose impl an unmet `ty: trait_name` lacks: std (and serde) implement these traits
/// for `&T` and `&mut T` wherever `T` does, so rustc names the type behind the references
/// (`{float}: Ord` for `v.iter().max()` over floats).
pub(super) fn forwarded<'t>(ty: &'t Ty, trait_name: &str) -> &'t Ty {
    let forwarding = matches!(
        trait_name,
        "Ord" | "PartialOrd" | "Eq" | "Hash" | "Display" | "Debug" | "Serialize"
    );
    match ty {
        Ty::Ref { to, .. } if forwarding => forwarded(to, trait_name),
        other => other,
    }
}
