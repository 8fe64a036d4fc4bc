//! `value.into()` and `From::from(value)`: std's `From` conversions, of which bufscope runs
//! three — a type into itself, an error into a `Box<dyn Error>` (which at run time holds
//! the same value, printed by its own `Display` and `Debug`), an `io::ErrorKind` into the
//! `io::Error` of that kind (`io::Error::from(kind)` too) — and a `&str`'s `.into()` where
//! a `String` is already expected (`map.insert("k".into(), v)`), run as `to_string`, which
//! makes the same `String` std's `From<&str>` does. The target is often known only
//! later (`.ok_or_else(|| EmptyVec.into())` in a function returning `Result<T, Box<dyn
//! Error>>`), so each conversion is checked at the body's end.

use super::super::error::ScriptError;
use super::super::ir::{Expr, IO_ERROR_FROM_KIND};
use super::super::ty::Ty;
use super::infer::Implements;
use super::rewrites::{Pass, Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

/// A `n.try_into()` between integers, decided at the body's end: its source, target and error
/// types, where it is, and its call (expression address).
#[derive(Debug)]
pub(super) struct TryConversion {
    from: Ty,
    into: Ty,
    error: Ty,
    span: Span,
    site: usize,
}

/// A conversion whose target is decided at the body's end: from, into, where.
#[derive(Debug)]
pub(super) struct Conversion {
    from: Ty,
    into: Ty,
    span: Span,
    /// The `.into()` or `From::from(x)` call, told which conversion to run; `None` for a
    /// `From::from(x)` whose call is not known (one with a turbofish).
    site: Option<ConversionSite>,
}

/// Where a conversion is written (expression addresses).
#[derive(Debug, Clone, Copy)]
enum ConversionSite {
    /// `x.into()`
    Method(usize),
    /// `From::from(x)`
    Call(usize),
}

impl Checker<'_> {
    /// `"k".into()` where a `String` is expected (known when the call is checked): `Some` of
    /// the method the interpreter runs instead, `to_string`.
    pub(super) fn str_into_string(&mut self, recv_ty: &Ty, expected: Option<&Ty>) -> Option<Ty> {
        let string = Ty::adt("String", Vec::new());
        let wants_string = expected.is_some_and(|ty| self.infer.resolve(ty) == string);
        let from_str = matches!(self.infer.resolve(recv_ty), Ty::Ref { to, .. } if *to == Ty::Str);
        (wants_string && from_str).then_some(string)
    }

    /// `receiver.into()`: a type the body's end decides.
    pub(super) fn check_into(
        &mut self,
        receiver: &Expr,
        recv_ty: &Ty,
        (span, site): (Span, usize),
    ) -> Checked<Ty> {
        if !self.infer.is_copy(recv_ty) {
            self.move_out_of(receiver, recv_ty)?;
        }
        Ok(self.conversion(recv_ty.clone(), span, Some(ConversionSite::Method(site))))
    }

    /// `n.try_into()`: a `Result` whose target the body's end decides (an integer, from an
    /// integer), with the error type std gives that pair.
    pub(super) fn check_try_into(&mut self, recv_ty: &Ty, (span, site): (Span, usize)) -> Ty {
        let (into, error) = (self.infer.fresh(), self.infer.fresh());
        self.try_conversions.push(TryConversion {
            from: recv_ty.clone(),
            into: into.clone(),
            error: error.clone(),
            span,
            site,
        });
        Ty::result(into, error)
    }

    /// The error type of each `try_into` whose source and target are known integers by now:
    /// rustc knows `<u8 as TryFrom<i16>>::Error` is `TryFromIntError` as soon as it knows
    /// `u8`, so a method of the error may be called before the body's end.
    pub(super) fn settle_try_conversion_errors(&mut self) {
        for index in 0..self.try_conversions.len() {
            let conversion = &self.try_conversions[index];
            let (from, into) = (
                self.infer.resolve(&conversion.from),
                self.infer.resolve(&conversion.into),
            );
            let (Ty::Int(_), Ty::Int(_)) = (&from, &into) else {
                continue;
            };
            let error = conversion.error.clone();
            let _ = self.infer.unify(&error, &try_from_error(&from, &into));
        }
    }

    /// The body's end, before the bounds on what they make are checked: each `try_into`
    /// is an integer conversion with std's error type (`Infallible` for a pair `From`
    /// converts), or not supported.
    pub(super) fn resolve_try_conversions(&mut self) -> Checked<()> {
        for TryConversion {
            from,
            into,
            error,
            span,
            site,
        } in std::mem::take(&mut self.try_conversions)
        {
            let from = self.infer.resolve(&from);
            let into = self.infer.resolve(&into);
            if matches!(into, Ty::Var(_)) {
                return Err(ScriptError::rustc("E0283", span, "type annotations needed")
                    .with_help("say what to convert into: `let n: u8 = x.try_into()?`"));
            }
            let (Ty::Int(_), Ty::Int(_)) = (&from, &into) else {
                return Err(ScriptError::new(
                    span,
                    format!("`try_into` from `{from}` into `{into}` is not supported by bufscope yet"),
                )
                .with_help("bufscope converts between integer types with `try_into`, the target written (`let n: u8 = x.try_into()?`)"));
            };
            let std_error = try_from_error(&from, &into);
            if !self.infer.unify(&error, &std_error) {
                return Err(ScriptError::rustc(
                    "E0271",
                    span,
                    format!(
                        "type mismatch resolving `<{into} as TryFrom<{from}>>::Error == {}`",
                        self.infer.resolve(&error)
                    ),
                )
                .with_help(format!("`try_into` into `{into}` fails with `{std_error}`")));
            }
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Method(format!("try_into ({into})")),
            });
        }
        Ok(())
    }

    /// Whether `ty` is still the unknown target of a `try_into` (rustc settles it only when
    /// the body is typed): where that call is.
    pub(super) fn unsettled_try_into(&self, ty: &Ty) -> Option<Span> {
        let ty = self.infer.shallow(ty);
        matches!(ty, Ty::Var(_))
            .then(|| {
                self.try_conversions
                    .iter()
                    .find(|c| self.infer.shallow(&c.into) == ty)
                    .map(|c| c.span)
            })
            .flatten()
    }

    /// Whether one of the script's impls gives `ty` a method of this name (it is called, not
    /// std's).
    pub(super) fn has_own_method(&self, ty: &Ty, method: &str) -> bool {
        let ty = match ty {
            Ty::Ref { to, .. } => to,
            other => other,
        };
        self.items
            .impls
            .iter()
            .any(|i| i.self_ty == *ty && i.methods.iter().any(|m| m.name == method))
    }

    /// `From::from(arg)`, if `written` names std's; `Box::new(error)` where a
    /// `Box<dyn Error>` is expected; serde_json's `Value::String(s)` (a variant wrapping the
    /// value, as its `From` impls do).
    pub(super) fn check_std_from(
        &mut self,
        written: &[String],
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Option<Ty>> {
        if let Some(ty) = self.json_variant_call(written, args, span)? {
            return Ok(Some(ty));
        }
        if let Some(ty) = self.boxed_error(written, args, expected)? {
            return Ok(Some(ty));
        }
        if let Some(ty) = self.primitive_from(written, args, span)? {
            return Ok(Some(ty));
        }
        if let Some(ty) = self.primitive_try_from(written, args, span)? {
            return Ok(Some(ty));
        }
        self.std_from_call(written, args, span, None)
    }

    /// `From::from(arg)`, if `written` names std's; `call` is the call (expression address),
    /// which a conversion that runs (`io::ErrorKind` into `io::Error`) is rewritten to.
    pub(super) fn std_from_call(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
        call: Option<usize>,
    ) -> Checked<Option<Ty>> {
        if !self.names_std(written, "From::from", "std::convert::From::from") {
            return Ok(None);
        }
        let arg = super::calls::only_argument(args, span)?;
        let from = self.expr(arg, None)?;
        if !self.infer.is_copy(&from) {
            self.move_out_of(arg, &from)?;
        }
        Ok(Some(self.conversion(
            from,
            span,
            call.map(ConversionSite::Call),
        )))
    }

    /// Whether `written` names std's `short` (`From::from`), whose full path is `full`: as
    /// imported, or unimported and not shadowed by a script type of the name it starts with.
    pub(super) fn names_std(&self, written: &[String], short: &str, full: &str) -> bool {
        match self.imports.full_path(written) {
            None => {
                written.join("::") == short
                    && written
                        .first()
                        .is_none_or(|name| self.items.type_index(name).is_none())
            }
            Some(path) => path == full,
        }
    }

    /// `io::Error::from(x)` (`site` is the call): std's `From<ErrorKind>`, and `From<T> for T`.
    /// Its other `From` impls (`IntoInnerError`, `NulError`) are not run.
    pub(super) fn io_error_from(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        if self.imports.full_path(written).as_deref() != Some("std::io::Error::from") {
            return Ok(None);
        }
        let arg = super::calls::only_argument(args, span)?;
        let from = self.expr(arg, None)?;
        let from = self.infer.resolve(&from);
        let into = Ty::io_error();
        let path = if from == error_kind() {
            IO_ERROR_FROM_KIND
        } else if from == into {
            self.move_out_of(arg, &from)?;
            // The value as it is (`interp_call.rs`).
            "From::from"
        } else if from.is_text() {
            // Text has no `From` into `io::Error` (`io::Error::other` takes it).
            return Err(ScriptError::rustc(
                "E0277",
                span,
                format!("the trait bound `{into}: From<{from}>` is not satisfied"),
            )
            .with_help("make an error from text with `io::Error::other(text)` or `io::Error::new(kind, text)`"));
        } else {
            return Err(unsupported(&from, &into, span));
        };
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::CallPath(path),
        });
        Ok(Some(into))
    }

    /// `Box::new(error)` where a `Box<dyn Error>` is expected: the box coerces to it. Any
    /// other `Box::new` is left to the table (which does not run it).
    fn boxed_error(
        &mut self,
        written: &[String],
        args: &[Expr],
        expected: Option<&Ty>,
    ) -> Checked<Option<Ty>> {
        let boxed_error = Ty::adt("Box", vec![Ty::Dyn("Error".into())]);
        let expected = expected.map(|t| self.infer.resolve(t));
        if self.imports.full_path(written).as_deref() != Some("std::boxed::Box::new")
            || expected.as_ref() != Some(&boxed_error)
        {
            return Ok(None);
        }
        let [arg] = args else {
            return Ok(None);
        };
        let found = self.value(arg, None)?;
        if self.infer.implements(&found, "Error") != Implements::Yes
            || matches!(self.infer.resolve(&found), Ty::Ref { .. })
        {
            return Err(ScriptError::new(
                arg.span,
                format!(
                    "`Box::new` of `{}` is not supported by bufscope yet",
                    self.infer.resolve(&found)
                ),
            )
            .with_help(
                "bufscope boxes a value whose type implements `Error` into `Box<dyn Error>`",
            ));
        }
        Ok(Some(boxed_error))
    }

    /// `x.into()` or `From::from(x)` (at `site`, where known): a conversion into a type the
    /// body's end knows.
    fn conversion(&mut self, from: Ty, span: Span, site: Option<ConversionSite>) -> Ty {
        let into = self.infer.fresh();
        self.conversions.push(Conversion {
            from,
            into: into.clone(),
            span,
            site,
        });
        into
    }

    /// Whether `ty` is still the unknown target of a conversion.
    pub(super) fn is_conversion_target(&self, ty: &Ty) -> bool {
        let ty = self.infer.shallow(ty);
        matches!(ty, Ty::Var(_))
            && self
                .conversions
                .iter()
                .any(|c| self.infer.shallow(&c.into) == ty)
    }

    /// The body's end: each conversion is one bufscope runs.
    pub(super) fn resolve_conversions(&mut self) -> Checked<()> {
        for Conversion {
            from,
            into,
            span,
            site,
        } in std::mem::take(&mut self.conversions)
        {
            let from = self.infer.resolve(&from);
            let into = self.infer.resolve(&into);
            if from == error_kind() && into == Ty::io_error() {
                let rewrite = match site {
                    Some(ConversionSite::Method(expr)) => Rewrite {
                        expr,
                        site: Site::Method(IO_ERROR_FROM_KIND.into()),
                    },
                    Some(ConversionSite::Call(expr)) => Rewrite {
                        expr,
                        site: Site::CallPath(IO_ERROR_FROM_KIND),
                    },
                    // Untold, the call would keep the kind as it is.
                    None => return Err(unsupported(&from, &into, span)),
                };
                self.rewrites.push(rewrite);
                continue;
            }
            let primitive = |ty: &Ty| matches!(ty, Ty::Int(_) | Ty::Float(_) | Ty::Char | Ty::Bool);
            if primitive(&from) && primitive(&into) && from != into {
                if !super::numeric_from::lossless(&from, &into) {
                    return Err(super::numeric_from::no_from_impl(&from, &into, span));
                }
                // `From::from(x)` keeps the value as it is; only a method call is told.
                let Some(ConversionSite::Method(site)) = site else {
                    return Err(unsupported(&from, &into, span));
                };
                self.rewrites.push(Rewrite {
                    expr: site,
                    site: Site::Method(format!("into ({into})")),
                });
                continue;
            }
            if let Some(function) = self.user_from(&from, &into) {
                // `e.into()` passes `e` as `from`'s argument; `From::from(e)` is that call.
                let (expr, receiver) = match site {
                    Some(ConversionSite::Method(expr)) => (expr, Some(Pass::AsIs)),
                    Some(ConversionSite::Call(expr)) => (expr, None),
                    None => return Err(unsupported(&from, &into, span)),
                };
                self.rewrites.push(Rewrite {
                    expr,
                    site: Site::Script { function, receiver },
                });
                continue;
            }
            if into.has_unknowns() || from.has_unknowns() {
                return Err(ScriptError::new(
                    span,
                    "a conversion whose target type is not written is not supported by bufscope yet",
                )
                .with_help("give the value a type, e.g. `let e: Box<dyn Error> = x.into();`"));
            }
            let boxed_error = into.is_boxed_error();
            // std's `From<&str>` and `From<String>` for `Box<dyn Error>`: the text, which the
            // box shows as it is (as `?` converts it).
            if boxed_error && from.is_text() {
                continue;
            }
            if matches!(from, Ty::Ref { .. }) {
                return Err(unsupported(&from, &into, span));
            }
            let converts = if boxed_error {
                self.infer.implements(&from, "Error") == Implements::Yes
            } else {
                self.infer.probe_unify(&from, &into)
            };
            if !converts {
                return Err(unsupported(&from, &into, span));
            }
        }
        Ok(())
    }
}

/// The error std's `TryFrom` between two integer types fails with: `Infallible` for a pair
/// `From` converts, `TryFromIntError` otherwise.
fn try_from_error(from: &Ty, into: &Ty) -> Ty {
    let name = if super::numeric_from::lossless(from, into) {
        "Infallible"
    } else {
        "TryFromIntError"
    };
    Ty::adt(name, Vec::new())
}

fn error_kind() -> Ty {
    Ty::adt("ErrorKind", Vec::new())
}

fn unsupported(from: &Ty, into: &Ty, span: Span) -> ScriptError {
    ScriptError::new(
        span,
        format!("converting `{from}` into `{into}` is not supported by bufscope yet"),
    )
    .with_help("bufscope converts a type into itself, an error into `Box<dyn Error>`, an `io::ErrorKind` into an `io::Error`, and what the script's own `impl From` blocks convert")
}
