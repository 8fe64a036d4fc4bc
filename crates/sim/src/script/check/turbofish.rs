//! A turbofish on a script function's name (`show::<u8>(200)`): the types written there are
//! its generic parameters', so they drive the arguments' inference as in rustc
//! (`show::<u8>(300)` is a literal out of `u8`'s range) and must meet the parameters' bounds.
//! A `T` inside another parameter type (`&[T]`, `Vec<Vec<T>>`) is the written type there too.
//! The body runs as for any call. A turbofish on anything else is not supported. Without a
//! turbofish, a call instantiates each generic parameter with a type to infer
//! ([`Checker::generic_script_call`]), as rustc does.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::script::source::span_of;
use crate::trace::Span;

impl Checker<'_> {
    /// The type of `name::<turbofish>(args)`; `None` without a turbofish.
    pub(super) fn turbofish_call(
        &mut self,
        written: &[String],
        turbofish: &[syn::Type],
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        let Some(first) = turbofish.first() else {
            return Ok(None);
        };
        let not_supported = || {
            ScriptError::new(
                span_of(first),
                "a turbofish (`::<…>`) on this function is not supported by bufscope yet",
            )
            .with_help("a turbofish on the script's own generic functions is; give std's types another way, e.g. `let x: u8 = …`")
        };
        let [name] = written else {
            return Err(not_supported());
        };
        let Some(signature) = self
            .signatures
            .iter()
            .find(|s| s.name == *name)
            .filter(|_| self.lookup(name).is_none())
            .cloned()
        else {
            return Err(not_supported());
        };
        let expected = signature.generics.len();
        if turbofish.len() != expected {
            let plural = |n: usize| if n == 1 { "" } else { "s" };
            return Err(ScriptError::rustc(
                "E0107",
                span_of(first),
                format!(
                    "function takes {expected} generic argument{} but {} generic argument{} {} supplied",
                    plural(expected),
                    turbofish.len(),
                    plural(turbofish.len()),
                    if turbofish.len() == 1 { "was" } else { "were" }
                ),
            ));
        }
        let Some((params, ret)) = signature.generic_form else {
            return Err(not_supported());
        };
        let tys = turbofish
            .iter()
            .map(|written| self.written_in_body(written))
            .collect::<Checked<Vec<Ty>>>()?;
        let bindings: Vec<(String, Ty)> = signature
            .generics
            .iter()
            .map(|(param, _)| param.clone())
            .zip(tys)
            .collect();
        self.meet_bounds(&signature.generics, &bindings, |i| span_of(&turbofish[i]))?;
        if args.len() != params.len() {
            // rustc's E0061, as for the call without a turbofish.
            return self.call(written, args, None, span).map(Some);
        }
        for (arg, param) in args.iter().zip(&params) {
            self.argument(arg, &param.substitute(&bindings))?;
        }
        Ok(Some(ret.substitute(&bindings)))
    }

    /// A call of the script's own generic function: each generic parameter is a type to
    /// infer from the arguments (`largest(&[3, 7])` has `T = i32`, so its result is an `i32`
    /// and `&[T]` takes a slice of them), which must meet the parameter's bounds; the body was
    /// checked once with `T` as its bounds (`dyn PartialOrd + Clone`). `None` for a function
    /// that is not generic, or whose generic form was not made.
    pub(super) fn generic_script_call(
        &mut self,
        signature: &super::Signature,
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let Some((params, ret)) = &signature.generic_form else {
            return Ok(None);
        };
        let bindings: Vec<(String, Ty)> = signature
            .generics
            .iter()
            .map(|(name, _)| (name.clone(), self.infer.fresh()))
            .collect();
        // The expected type first, as rustc: `let s: String = first(&[1, 2])` fixes `T` to
        // `String`, and the argument is what mismatches.
        let ret = ret.substitute(&bindings);
        if let Some(expected) = expected
            && self.infer.probe_unify(&ret, expected)
        {
            self.infer.unify(&ret, expected);
        }
        for (arg, param) in args.iter().zip(params) {
            self.argument(arg, &param.substitute(&bindings))?;
        }
        // rustc points at the argument the parameter was inferred from.
        self.meet_bounds(&signature.generics, &bindings, |i| {
            let name = &signature.generics[i].0;
            params
                .iter()
                .position(|p| p.mentions_param(name))
                .and_then(|at| args.get(at))
                .map_or(span, |arg| arg.span)
        })?;
        Ok(Some(ret))
    }

    /// Requires each generic parameter's type in `bindings` to meet its bounds (`generics`,
    /// each as `dyn` its bounds); an unmet bound is reported at `at(i)` of the `i`th one.
    fn meet_bounds(
        &mut self,
        generics: &[(String, Ty)],
        bindings: &[(String, Ty)],
        at: impl Fn(usize) -> Span,
    ) -> Checked<()> {
        for (i, ((_, bound), (_, ty))) in generics.iter().zip(bindings).enumerate() {
            if let Ty::Dyn(traits) = bound {
                for trait_name in traits.split(" + ") {
                    self.require(ty, trait_name, at(i), false)?;
                }
            }
        }
        Ok(())
    }
}
