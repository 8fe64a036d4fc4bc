//! The refusal of a value whose type is not the one expected: rustc's E0308, or E0277 when
//! what is expected is a generic parameter (or `dyn Trait`) whose bound the value lacks.

use super::Checker;
use crate::script::error::ScriptError;
use crate::script::ty::Ty;
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn mismatch(&self, span: Span, expected: &Ty, found: &Ty) -> ScriptError {
        let (expected, found) = (self.infer.resolve(expected), self.infer.resolve(found));
        // A generic parameter's (or a `dyn Trait`'s) bound the value lacks: rustc's E0277.
        let bound = match (&expected, &found) {
            (Ty::Ref { to, .. }, Ty::Ref { to: value, .. }) => match (&**to, &**value) {
                (Ty::Dyn(bound), value) if !matches!(value, Ty::Dyn(_)) => Some((bound, value)),
                _ => None,
            },
            (Ty::Dyn(bound), value) if !matches!(value, Ty::Ref { .. } | Ty::Dyn(_)) => {
                Some((bound, value))
            }
            _ => None,
        };
        if let Some((bound, value)) = bound {
            return ScriptError::rustc(
                "E0277",
                span,
                format!(
                    "the trait bound `{value}: {}` is not satisfied",
                    super::types::rustc_trait_name(bound)
                ),
            );
        }
        ScriptError::rustc("E0308", span, "mismatched types")
            .with_help(format!("expected `{expected}`, found `{found}`"))
    }
}
