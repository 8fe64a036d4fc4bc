//! A turbofish on a script function's name (`show::<u8>(200)`): the types written there are
//! its generic parameters', so they drive the arguments' inference as in rustc
//! (`show::<u8>(300)` is a literal out of `u8`'s range) and must meet the parameters' bounds.
//! The body runs as for any call. A turbofish on anything else is not supported.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::types::{TypeScope, generic_inside, written_type};
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
        let scope = TypeScope {
            imports: self.imports,
            generics: &self.generics,
            items: self.items,
            owner: self.owner.as_deref(),
        };
        let tys = turbofish
            .iter()
            .map(|written| written_type(written, scope, &mut Some(&mut self.infer)))
            .collect::<Checked<Vec<Ty>>>()?;
        let mut bindings = Vec::new();
        for (((param, bound), written), ty) in signature.generics.iter().zip(turbofish).zip(tys) {
            if let Ty::Dyn(traits) = bound {
                for trait_name in traits.split(" + ") {
                    self.require(&ty, trait_name, span_of(written), false)?;
                }
            }
            bindings.push((param.clone(), ty));
        }
        // Generic parameters inside another type (`&[T]`, `Vec<T>`) are passed as bufscope
        // passes them without a turbofish: refused there, so here too.
        if params
            .iter()
            .any(|p| generic_inside(p, false, |t| matches!(t, Ty::Param(_))))
        {
            return Err(not_supported());
        }
        if args.len() != params.len() {
            // rustc's E0061, as for the call without a turbofish.
            return self.call(written, args, None, span).map(Some);
        }
        for (arg, param) in args.iter().zip(&params) {
            self.argument(arg, &param.substitute(&bindings))?;
        }
        Ok(Some(ret.substitute(&bindings)))
    }
}
