//! The end of a body, once every expression is typed: literals take their defaults (`i32`,
//! `f64`) and are checked against their ranges, deferred bounds and targets are settled, and
//! a type left unknown is refused as rustc refuses it.

use super::super::error::ScriptError;
use super::super::ir::IntTy;
use super::super::ty::Ty;
use super::{Checked, Checker, rewrites};

impl Checker<'_> {
    /// At the end of a body: defaults literals (`i32`, `f64`), checks their ranges and the
    /// deferred bounds.
    pub(super) fn finish(&mut self) -> Checked<()> {
        // Before the literals' defaults: a `collect` settled here may type them (`u8` items).
        self.resolve_collect_targets()?;
        for literal in std::mem::take(&mut self.literals) {
            let ty = match self.infer.shallow(&literal.ty) {
                Ty::IntVar(_) => {
                    let default = Ty::Int(IntTy::I32);
                    self.infer.unify(&literal.ty, &default);
                    default
                }
                other => other,
            };
            if let (Ty::Float(false), Some(site)) = (&ty, literal.site) {
                self.rewrites.push(rewrites::Rewrite {
                    expr: site,
                    site: rewrites::Site::F32Literal,
                });
            }
            if let (Ty::Int(int), Some(site)) = (&ty, literal.site) {
                self.rewrites.push(rewrites::Rewrite {
                    expr: site,
                    site: rewrites::Site::IntLiteral(*int),
                });
            }
            // A float literal nothing typed is an `f64` (rustc's fallback).
            let float_ty = match &ty {
                Ty::FloatVar(_) => Ty::Float(true),
                other => other.clone(),
            };
            if let (Ty::Float(is_f64), Some(float)) = (&float_ty, literal.float)
                && (if *is_f64 {
                    float.value.is_infinite()
                } else {
                    float.single.is_infinite()
                })
            {
                let name = if *is_f64 { "f64" } else { "f32" };
                return Err(ScriptError::new(
                    literal.span,
                    format!("literal out of range for `{name}`"),
                )
                .with_help(format!(
                    "the literal does not fit into the type `{name}` and would become `{name}::INFINITY` (rustc's `overflowing_literals` lint is an error by default)"
                )));
            }
            if let Ty::Int(int) = ty {
                let (min, max) = int.range();
                if literal.value < min || literal.value > max {
                    let shown = literal.value.unsigned_abs();
                    return Err(ScriptError::new(
                        literal.span,
                        format!("literal out of range for `{}`", int.name()),
                    )
                    .with_help(format!(
                        "the literal `{shown}` does not fit into the type `{}` whose range is `{min}..={max}` (rustc's `overflowing_literals` lint is an error by default)",
                        int.name()
                    )));
                }
            }
        }
        self.settle_named_collects();
        // A `parse` with nothing to say its target is E0284 in rustc, before any other
        // obligation on the unknown type.
        self.resolve_parses()?;
        // rustc names the variable holding an unknown `None` before any bound on it.
        self.unknown_option()?;
        self.resolve_sums()?;
        self.resolve_try_conversions()?;
        self.resolve_error_conversions()?;
        for obligation in std::mem::take(&mut self.deferred) {
            self.require(
                &obligation.ty,
                &obligation.trait_name,
                obligation.span,
                true,
            )?;
        }
        self.resolve_conversions()?;
        self.resolve_unknown_moves()?;
        self.resolve_collects()?;
        self.resolve_deserializes()?;
        for (expr, site, ty) in std::mem::take(&mut self.vector_sites) {
            let ty = self.infer.resolve(&ty);
            let site = match site {
                // A float `sum`/`product` runs as `sum (f64)`: std's, from `-0.0` (`1.0`).
                rewrites::Site::Method(method) => match ty {
                    Ty::Float(false) => rewrites::Site::Method(format!("{method} (f32)")),
                    Ty::Float(true) | Ty::FloatVar(_) => {
                        rewrites::Site::Method(format!("{method} (f64)"))
                    }
                    // Into a `Result` or an `Option`: the first `Err` or `None` is the answer.
                    Ty::Adt(wrapper, _) if wrapper == "Result" || wrapper == "Option" => {
                        rewrites::Site::Method(format!("{method} ({wrapper})"))
                    }
                    _ => continue,
                },
                _ if rewrites::is_list(&ty) => site,
                _ => continue,
            };
            self.rewrites.push(rewrites::Rewrite { expr, site });
        }
        for local in &self.locals {
            let ty = self.infer.resolve(&local.ty);
            if let Some(element) = unrepresented_element(&ty) {
                if matches!(element, Ty::Var(_)) {
                    return Err(ScriptError::rustc(
                        "E0282",
                        local.span,
                        format!("type annotations needed for `{ty}`"),
                    )
                    .with_help(format!("give `{}` a type, e.g. `Vec<u8>`", local.name)));
                }
                return Err(ScriptError::new(
                    local.span,
                    format!(
                        "`{}` has type `{ty}`: sequences of `{element}` are not supported by bufscope yet",
                        local.name
                    ),
                )
                .with_help("vectors, arrays and slices of bytes (`u8`) are supported"));
            }
        }
        // rustc's lints on operations it knows will panic run after its type checks.
        self.known_panics()
    }

    /// rustc's E0282 for a `None` whose type nothing settled (`None.is_some()`, `let x =
    /// None;` never given a `Some`): at the first variable without a written type that holds
    /// it, naming the variable's type (`Option<_>`), or else at the `None`.
    fn unknown_option(&self) -> Checked<()> {
        for (span, item) in &self.none_sites {
            let unknown = self.infer.resolve(item);
            if !matches!(unknown, Ty::Var(_)) {
                continue;
            }
            let holder = self.inferred_lets.iter().find_map(|&local| {
                let ty = self.infer.resolve(&self.locals[local].ty);
                ty.contains(&|part| *part == unknown).then_some((local, ty))
            });
            return Err(match holder {
                Some((local, ty)) => ScriptError::rustc(
                    "E0282",
                    self.locals[local].span,
                    format!("type annotations needed for `{ty}`"),
                )
                .with_help(format!(
                    "nothing says what `{}` may hold: give it a type, e.g. `Option<u32>`",
                    self.locals[local].name
                )),
                None => ScriptError::rustc("E0282", *span, "type annotations needed").with_help(
                    "nothing says what this `None` may hold: give it a type, e.g. `let x: Option<u32> = None;`",
                ),
            });
        }
        Ok(())
    }
}

/// The element type of a sequence the interpreter cannot hold yet: arrays and slices of
/// anything but `u8` (vectors of anything are lists), and an element type still unknown.
fn unrepresented_element(ty: &Ty) -> Option<Ty> {
    match ty {
        Ty::Adt(name, args) if name == "Vec" => match args.first() {
            Some(var @ Ty::Var(_)) => Some(var.clone()),
            Some(other) => unrepresented_element(other),
            None => None,
        },
        // Slices and arrays of anything but bytes are lists at run time, as vectors are.
        Ty::Slice(of) | Ty::Array(of, _) => match &**of {
            var @ Ty::Var(_) => Some(var.clone()),
            other => unrepresented_element(other),
        },
        Ty::Ref { to, .. } => unrepresented_element(to),
        Ty::Tuple(items) | Ty::Adt(_, items) => items.iter().find_map(unrepresented_element),
        _ => None,
    }
}
