//! The script's `impl From<E> for T`: what `?` does with an `E` in a function returning
//! `Result<_, T>` (calls that `from`), and `T::from(e)`, `e.into()` and `From::from(e)` where a
//! `T` is made. The impl was checked with the other impls (`trait_impls.rs`); here each use
//! finds the impl whose `E` the value's type is, as rustc selects among a type's `From` impls.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

/// A `?` whose error's type was not known yet when it was checked (`s.parse()?` before the
/// `let`'s type says what it parses into), with a `From` impl of the script for its target:
/// decided at the body's end.
#[derive(Debug)]
pub(super) struct ErrorConversion {
    err: Ty,
    target: Ty,
    span: Span,
    /// The `?` expression (its address).
    site: usize,
}

impl Checker<'_> {
    /// The script's `From` impls for `target`: the type each converts from, and its `from`.
    fn user_from_impls(&self, target: &Ty) -> Vec<(Ty, usize)> {
        let target = self.infer.resolve(target);
        self.items
            .impls
            .iter()
            .filter(|imp| imp.trait_name.as_deref() == Some("From") && imp.self_ty == target)
            .flat_map(|imp| &imp.methods)
            .filter_map(|m| Some((m.params.first()?.clone(), m.script_fn?)))
            .collect()
    }

    /// The script's `from` converting an `err` into a `target` (also what `x.into()` and
    /// `From::from(x)` run), the two types made the same where one is still being inferred
    /// (a `ParseIntError` from `parse`'s error).
    pub(super) fn user_from(&mut self, err: &Ty, target: &Ty) -> Option<usize> {
        let (from, function) = self
            .user_from_impls(target)
            .into_iter()
            .find(|(from, _)| self.infer.probe_unify(err, from))?;
        self.infer.unify(err, &from);
        Some(function)
    }

    /// Whether `target` is a type of the script with a `From` impl.
    fn has_user_from(&self, target: &Ty) -> bool {
        !self.user_from_impls(target).is_empty()
    }

    /// `x?` at `site` whose error `err` std does not convert into `target`: the script's own
    /// `From` impl does (the `?` is told to call it), or may once the body's end knows `err`.
    pub(super) fn error_from_script(
        &mut self,
        err: &Ty,
        target: &Ty,
        span: Span,
        site: usize,
    ) -> bool {
        if let Some(function) = self.user_from(err, target) {
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::ErrorFrom(function),
            });
            return true;
        }
        if self.infer.resolve(err).has_unknowns() && self.has_user_from(target) {
            self.error_conversions.push(ErrorConversion {
                err: err.clone(),
                target: target.clone(),
                span,
                site,
            });
            return true;
        }
        false
    }

    /// The body's end: each `?` left undecided converts its error as `?` does, through the
    /// script's `From` impl or as std's `From<T> for T`.
    pub(super) fn resolve_error_conversions(&mut self) -> Checked<()> {
        for ErrorConversion {
            err,
            target,
            span,
            site,
        } in std::mem::take(&mut self.error_conversions)
        {
            if let Some(function) = self.user_from(&err, &target) {
                self.rewrites.push(Rewrite {
                    expr: site,
                    site: Site::ErrorFrom(function),
                });
            } else if !self.infer.unify(&err, &target) {
                return Err(not_converted(
                    &self.infer.resolve(&err),
                    &self.infer.resolve(&target),
                    span,
                ));
            }
        }
        Ok(())
    }

    /// `T::from(x)` of the script's type `T` with `From` impls and no function of its own
    /// named `from`: the impl whose type `x` is (`site` is the call). `None` when `T` has no
    /// `From` impl.
    pub(super) fn script_from_call(
        &mut self,
        into: &Ty,
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        if !self.has_user_from(into) {
            return Ok(None);
        }
        let [arg] = args else {
            return Ok(None);
        };
        let from = self.expr(arg, None)?;
        if !self.infer.is_copy(&from) {
            self.move_out_of(arg, &from)?;
        }
        let Some(function) = self.user_from(&from, into) else {
            return Err(ScriptError::rustc(
                "E0277",
                span,
                format!(
                    "the trait bound `{into}: From<{}>` is not satisfied",
                    self.infer.resolve(&from)
                ),
            )
            .with_help(format!(
                "`{into}` converts from the types its `impl From<…>` blocks name"
            )));
        };
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Script {
                function,
                receiver: None,
            },
        });
        Ok(Some(into.clone()))
    }
}

/// rustc's E0277 for a `?` whose error nothing converts, placed at the `?` of the expression
/// at `span`, as rustc places it.
pub(super) fn not_converted(err: &Ty, target: &Ty, span: Span) -> ScriptError {
    let question_mark = Span {
        line: span.end_line,
        column: span.end_column.saturating_sub(1),
        ..span
    };
    ScriptError::rustc(
        "E0277",
        question_mark,
        format!("`?` couldn't convert the error to `{target}`"),
    )
    .with_help(format!(
        "the trait `From<{err}>` is not implemented for `{target}`"
    ))
}
