//! `as` casts between primitive types, and std's constants of numbers and durations
//! (`u8::MAX`, `f32::EPSILON`, `Duration::ZERO`, `Ipv4Addr::LOCALHOST`).

use super::super::error::ScriptError;
use super::super::ir::{Expr, IntTy, Shape, TypeHint};
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
            TypeHint::F32 => Ty::Float(false),
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
            // A field-less enum of the script casts to its discriminant.
            (Ty::Adt(name, _), Ty::Int(_)) => self.items.get(name).is_some_and(|user| {
                user.variants
                    .as_ref()
                    .is_some_and(|variants| variants.iter().all(|v| v.shape == Shape::Unit))
            }),
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
        let segments: Vec<String> = path.split("::").map(str::to_string).collect();
        // A bare name is the constant its `use` names (`PI` after `use std::f64::consts::PI;`).
        let imported = self.imports.full_path(&segments);
        let Some((owner, name)) = path
            .rsplit_once("::")
            .or_else(|| imported.as_deref()?.rsplit_once("::"))
        else {
            return Ok(None);
        };
        // `Duration::ZERO`, `Ipv4Addr::LOCALHOST` where the type is std's (the interpreter
        // makes the value from the path, `std_consts`).
        if let Some((ty, _)) = super::super::std_consts::named(path)
            && self.imports.full_path(&segments).as_deref()
                == Some(&format!(
                    "{}::{name}",
                    super::super::std_consts::type_path(ty)
                ))
        {
            return Ok(Some(Ty::adt(ty, Vec::new())));
        }
        let owner = owner
            .trim_start_matches("std::")
            .trim_start_matches("core::");
        // The math constants' modules, by their path (`std::f64::consts::PI`, `consts::PI`
        // after `use std::f64::consts;`): `f64::consts::PI` alone is rustc's E0223.
        let module = imported
            .as_ref()
            .filter(|full| full.starts_with("std::") || full.starts_with("core::"))
            .and_then(|full| full.rsplit_once("::").map(|(module, _)| module.to_string()))
            .map(|module| module.replacen("core::", "std::", 1));
        let float = match (owner, module.as_deref()) {
            (_, Some("std::f64::consts")) => f64_math_constant(name)
                .map(|value| (super::rewrites::Site::FloatConstant(value.to_bits()), true)),
            (_, Some("std::f32::consts")) => f32_math_constant(name)
                .map(|value| (super::rewrites::Site::F32Constant(value.to_bits()), false)),
            ("f32", _) => f32_constant(name)
                .map(|value| (super::rewrites::Site::F32Constant(value.to_bits()), false)),
            ("f64", _) => f64_constant(name)
                .map(|value| (super::rewrites::Site::FloatConstant(value.to_bits()), true)),
            _ => None,
        };
        if let Some((constant, is_f64)) = float {
            self.rewrites.push(super::rewrites::Rewrite {
                expr: site,
                site: constant,
            });
            return Ok(Some(Ty::Float(is_f64)));
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

/// std's constants of a float type, by name (`f64::NAN`, `f32::MAX`…).
macro_rules! float_constant {
    ($ty:ident, $name:expr) => {
        Some(match $name {
            "NAN" => $ty::NAN,
            "INFINITY" => $ty::INFINITY,
            "NEG_INFINITY" => $ty::NEG_INFINITY,
            "MAX" => $ty::MAX,
            "MIN" => $ty::MIN,
            "MIN_POSITIVE" => $ty::MIN_POSITIVE,
            "EPSILON" => $ty::EPSILON,
            _ => return None,
        })
    };
}

/// std's math constants of a float type (`std::f64::consts::PI`…), by name.
macro_rules! math_constant {
    ($ty:ident, $name:expr) => {{
        use std::$ty::consts;
        Some(match $name {
            "PI" => consts::PI,
            "TAU" => consts::TAU,
            "E" => consts::E,
            "SQRT_2" => consts::SQRT_2,
            "FRAC_1_SQRT_2" => consts::FRAC_1_SQRT_2,
            "LN_2" => consts::LN_2,
            "LN_10" => consts::LN_10,
            "LOG2_E" => consts::LOG2_E,
            "LOG10_E" => consts::LOG10_E,
            "LOG2_10" => consts::LOG2_10,
            "LOG10_2" => consts::LOG10_2,
            "FRAC_PI_2" => consts::FRAC_PI_2,
            "FRAC_PI_3" => consts::FRAC_PI_3,
            "FRAC_PI_4" => consts::FRAC_PI_4,
            "FRAC_PI_6" => consts::FRAC_PI_6,
            "FRAC_PI_8" => consts::FRAC_PI_8,
            "FRAC_1_PI" => consts::FRAC_1_PI,
            "FRAC_2_PI" => consts::FRAC_2_PI,
            "FRAC_2_SQRT_PI" => consts::FRAC_2_SQRT_PI,
            _ => return None,
        })
    }};
}

fn f64_math_constant(name: &str) -> Option<f64> {
    math_constant!(f64, name)
}

fn f32_math_constant(name: &str) -> Option<f32> {
    math_constant!(f32, name)
}

/// std's `f64` constants, by name.
fn f64_constant(name: &str) -> Option<f64> {
    float_constant!(f64, name)
}

/// std's `f32` constants, by name.
fn f32_constant(name: &str) -> Option<f32> {
    float_constant!(f32, name)
}
