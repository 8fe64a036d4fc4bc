//! `str::parse::<F>()`: what it parses into comes from the turbofish or from inference, so the
//! call is decided at the body's end (like `collect`). The error type is `F::Err`; the checker
//! names it `FromStrErr<F>` and the interpreter makes std's own (`ParseIntError`…).

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::surface::primitive;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

/// The method the interpreter runs for a `parse` into `ty`: `parse (i32)`, `parse (f64)`…, or
/// `None` when std has no `FromStr` for it that bufscope runs.
pub fn parse_method(ty: &Ty) -> Option<String> {
    let target = match ty {
        Ty::Int(int) => int.name(),
        Ty::Float(true) => "f64",
        Ty::Float(false) => "f32",
        Ty::Bool => "bool",
        Ty::Char => "char",
        Ty::Adt(name, _) if name == "String" => "String",
        Ty::Adt(name, _)
            if matches!(
                name.as_str(),
                "IpAddr" | "Ipv4Addr" | "SocketAddr" | "SocketAddrV4"
            ) =>
        {
            name
        }
        _ => return None,
    };
    Some(format!("parse ({target})"))
}

/// Whether `FromStr` exists for a type bufscope does not parse into yet: `serde_json::Value`.
fn has_from_str(ty: &Ty) -> bool {
    ty.is_adt("JsonValue")
}

impl Checker<'_> {
    /// `text.parse()` on anything that derefs to `str`; `None` for any other call.
    pub(super) fn parse_call(
        &mut self,
        call: super::methods::Call<'_>,
        recv_ty: &Ty,
    ) -> Checked<Option<Ty>> {
        if call.method != "parse" || !self.infer.deref_steps(recv_ty).contains(&Ty::Str) {
            return Ok(None);
        }
        if !call.args.is_empty() {
            return Err(ScriptError::rustc(
                "E0061",
                call.span,
                format!(
                    "this method takes 0 arguments but {} argument{} supplied",
                    call.args.len(),
                    if call.args.len() == 1 {
                        " was"
                    } else {
                        "s were"
                    }
                ),
            ));
        }
        let target = if call.turbofish.is_empty() {
            self.infer.fresh()
        } else {
            self.target(call.turbofish, None, call.span, "E0284")?
        };
        self.parse_sites
            .push((call.site, target.clone(), call.span));
        Ok(Some(Ty::adt(
            "Result",
            vec![target.clone(), Ty::adt("FromStrErr", vec![target])],
        )))
    }

    /// `u64::from_str(text)` (`site` is the call): std's `FromStr`, which `str::parse` calls,
    /// run as that `parse`; the trait must be in scope (rustc's E0599 otherwise). `None` for
    /// any other call.
    pub(super) fn call_of_from_str(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let [type_name, function] = written else {
            return Ok(None);
        };
        let target = match primitive(type_name) {
            Some(ty) => ty,
            None if type_name == "String" && self.items.type_index(type_name).is_none() => {
                Ty::string()
            }
            None => return Ok(None),
        };
        if function != "from_str" {
            return Ok(None);
        }
        let Some(method) = parse_method(&target) else {
            return Ok(None);
        };
        if !["std::str::FromStr", "core::str::FromStr"]
            .iter()
            .any(|path| self.imports.path_in_scope(path))
        {
            // rustc points at `from_str`, after `u64::`.
            let column = span.column + type_name.chars().count() as u32 + 2;
            let name_span = Span {
                column,
                end_line: span.line,
                end_column: column + function.len() as u32,
                ..span
            };
            return Err(ScriptError::rustc(
                "E0599",
                name_span,
                format!("no function or associated item named `from_str` found for type `{type_name}` in the current scope"),
            )
            .with_help("items from traits can only be used if the trait is in scope: add `use std::str::FromStr;`"));
        }
        let arg = super::calls::only_argument(args, span)?;
        let text = Ty::reference(false, Ty::Str);
        let given = self.expr(arg, Some(&text))?;
        if !self.infer.coerce(&given, &text) {
            return Err(self.mismatch(arg.span, &text, &given));
        }
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Method(method),
        });
        Ok(Some(Ty::adt(
            "Result",
            vec![target.clone(), Ty::adt("FromStrErr", vec![target])],
        )))
    }

    /// Decides each `parse` of the body by what it parses into.
    pub(super) fn resolve_parses(&mut self) -> Checked<()> {
        for (site, target, span) in std::mem::take(&mut self.parse_sites) {
            let resolved = self.infer.resolve(&target);
            if resolved.has_unknowns() {
                return Err(ScriptError::rustc("E0284", span, "type annotations needed")
                    .with_help(
                        "say what to parse into, e.g. `.parse::<i32>()` or `let n: u64 = text.parse()?`",
                    ));
            }
            if let Some((function, _)) = self.infer.user.impl_of_from_str(&resolved) {
                // The script's `from_str`, given the text `parse` was called on.
                self.rewrites.push(Rewrite {
                    expr: site,
                    site: Site::Script {
                        function,
                        receiver: Some(super::rewrites::Pass::AsIs),
                    },
                });
                continue;
            }
            let Some(method) = parse_method(&resolved) else {
                return Err(if has_from_str(&resolved) {
                    ScriptError::new(
                        span,
                        format!("parsing into `{resolved}` is not supported by bufscope yet"),
                    )
                    .with_help("integers, `f64`, `bool`, `char`, `String` and `IpAddr` are")
                } else {
                    ScriptError::rustc(
                        "E0277",
                        span,
                        format!("the trait bound `{resolved}: FromStr` is not satisfied"),
                    )
                });
            };
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Method(method),
            });
        }
        Ok(())
    }
}
