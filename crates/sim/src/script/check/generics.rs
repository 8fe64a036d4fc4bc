//! A std function's generics at a call: fresh inference variables for those the call does not
//! bind, and their bounds required where rustc points when one is unmet.

use super::super::ir::Expr;
use super::super::surface::Generic;
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// Fresh inference variables for generics the self type did not bind.
    pub(super) fn instantiate(
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

    /// Requires each generic's bounds of what it was bound to. An unmet one is refused where
    /// rustc points: at the argument whose parameter alone holds the generic (`&mut out` of
    /// `io::copy(&mut out, …)`), else at the call (`max(1.5, 2.5)`: both are `T`).
    pub(super) fn bounds(
        &mut self,
        generics: &[Generic],
        bindings: &[(String, Ty)],
        held: (&[Ty], &[Expr]),
        span: Span,
    ) -> Checked<()> {
        self.bounds_placed(generics, bindings, held, (span, false))
    }

    /// [`Self::bounds`] of a path call, whose bound standing for a `From`
    /// impl (`Value::from(x)`, `String::from(x)`) is the impl rustc looks up at the call's
    /// path: refused there.
    pub(super) fn path_call_bounds(
        &mut self,
        generics: &[Generic],
        bindings: &[(String, Ty)],
        held: (&[Ty], &[Expr]),
        span: Span,
    ) -> Checked<()> {
        self.bounds_placed(generics, bindings, held, (span, true))
    }

    fn bounds_placed(
        &mut self,
        generics: &[Generic],
        bindings: &[(String, Ty)],
        (params, args): (&[Ty], &[Expr]),
        (span, path_call): (Span, bool),
    ) -> Checked<()> {
        for generic in generics {
            let Some((_, ty)) = bindings.iter().find(|(n, _)| *n == generic.name) else {
                continue;
            };
            let mut holding = params
                .iter()
                .zip(args)
                .filter(|(param, _)| param.mentions_param(&generic.name));
            let at = match (holding.next(), holding.next()) {
                (Some((_, arg)), None) => arg.span,
                _ => span,
            };
            for bound in &generic.bounds {
                let ty = ty.clone();
                let from_impl = matches!(bound.as_str(), "IntoJson" | "IntoNumber" | "IntoString");
                let at = if path_call && from_impl { span } else { at };
                self.require(&ty, bound, at, false)?;
            }
        }
        Ok(())
    }
}
