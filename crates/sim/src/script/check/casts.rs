//! `as` casts between primitive types, and an integer type's constants (`u8::MAX`).

use super::super::error::ScriptError;
use super::super::ir::{Expr, IntTy, TypeHint};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn cast(&mut self, inner: &Expr, hint: &TypeHint, span: Span) -> Checked<Ty> {
        let from = self.value(inner, None)?;
        let from = self.infer.shallow(&from);
        let target = match hint {
            TypeHint::Int(int) => Ty::Int(*int),
            TypeHint::Float => Ty::Float(true),
            TypeHint::Char => Ty::Char,
            TypeHint::Bool => Ty::Bool,
            _ => {
                return Err(
                    ScriptError::new(span, "this cast is not supported by bufscope")
                        .with_help("casts between numbers, and `u8 as char`"),
                );
            }
        };
        let ok = match (&from, &target) {
            (
                Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_),
                Ty::Int(_) | Ty::Float(_),
            ) => true,
            (Ty::Bool | Ty::Char, Ty::Int(_)) => true,
            (Ty::Int(IntTy::U8), Ty::Char) => true,
            (Ty::IntVar(_), Ty::Char) => self.infer.unify(&from, &Ty::Int(IntTy::U8)),
            (Ty::Char, Ty::Char) | (Ty::Bool, Ty::Bool) => true,
            (Ty::Int(_), Ty::Char) => {
                return Err(ScriptError::rustc(
                    "E0604",
                    span,
                    format!(
                        "only `u8` can be cast as `char`, not `{}`",
                        self.infer.resolve(&from)
                    ),
                ));
            }
            (_, Ty::Bool) => {
                return Err(ScriptError::rustc(
                    "E0054",
                    span,
                    format!("cannot cast `{}` as `bool`", self.infer.resolve(&from)),
                ));
            }
            _ => false,
        };
        if ok {
            Ok(target)
        } else {
            Err(ScriptError::rustc(
                "E0605",
                span,
                format!(
                    "non-primitive cast: `{}` as `{target}`",
                    self.infer.resolve(&from)
                ),
            ))
        }
    }

    /// `u8::MAX`, `i64::MIN`, `u32::BITS`: an integer type's constants, as literals of it;
    /// `f64::NAN`, `f64::INFINITY`…: std's `f64` constants.
    pub(super) fn int_constant(
        &mut self,
        path: &str,
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let Some((owner, name)) = path.rsplit_once("::") else {
            return Ok(None);
        };
        let owner = owner
            .trim_start_matches("std::")
            .trim_start_matches("core::");
        if owner == "f64"
            && let Some(value) = f64_constant(name)
        {
            self.rewrites.push(super::rewrites::Rewrite {
                expr: site,
                site: super::rewrites::Site::FloatConstant(value.to_bits()),
            });
            return Ok(Some(Ty::Float(true)));
        }
        let Some(int) = IntTy::parse(owner) else {
            return Ok(None);
        };
        let (min, max) = int.range();
        let (value, ty) = match name {
            "MIN" => (min, int),
            // `u128::MAX` does not fit the interpreter's `i128`.
            "MAX" if int == IntTy::U128 => {
                return Err(ScriptError::new(
                    span,
                    "`u128::MAX` is not supported by bufscope yet",
                ));
            }
            "MAX" => (max, int),
            "BITS" => (i128::from(int.bits()), IntTy::U32),
            _ => return Ok(None),
        };
        self.rewrites.push(super::rewrites::Rewrite {
            expr: site,
            site: super::rewrites::Site::IntConstant(value, ty),
        });
        Ok(Some(Ty::Int(ty)))
    }
}

/// std's `f64` constants, by name.
fn f64_constant(name: &str) -> Option<f64> {
    Some(match name {
        "NAN" => f64::NAN,
        "INFINITY" => f64::INFINITY,
        "NEG_INFINITY" => f64::NEG_INFINITY,
        "MAX" => f64::MAX,
        "MIN" => f64::MIN,
        "MIN_POSITIVE" => f64::MIN_POSITIVE,
        "EPSILON" => f64::EPSILON,
        _ => return None,
    })
}
