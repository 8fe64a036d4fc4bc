//! `Ok`, `Err` and `Some` named through their type: `Result::Ok(x)`, `Option::Some(x)`,
//! `std::result::Result::Err(e)`, and through std's aliases `io::Result::Ok(())` (how std's
//! documentation ends its examples) and `fmt::Result::Ok(())`, which fix the error type.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::expr_address::address;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

impl Checker<'_> {
    /// The constructor `written` names through a type, checked as the bare one is (the call
    /// then runs as the bare one); `None` when `written` names no such constructor.
    pub(super) fn variant_through_type(
        &mut self,
        call: &Expr,
        written: &[String],
        args: &[Expr],
        expected: Option<&Ty>,
    ) -> Checked<Option<Ty>> {
        let Some((name, owner)) = written.split_last() else {
            return Ok(None);
        };
        let bare: &'static str = match name.as_str() {
            "Ok" => "Ok",
            "Err" => "Err",
            "Some" => "Some",
            _ => return Ok(None),
        };
        if owner.is_empty() {
            return Ok(None);
        }
        let Some(full) = self.imports.full_path(owner) else {
            return Ok(None);
        };
        // What the alias fixes: the `Ok` type and the error type.
        let (fixed_ok, fixed_error) = match (full.as_str(), bare) {
            ("std::result::Result", "Ok" | "Err") | ("std::option::Option", "Some") => (None, None),
            ("std::io::Result", "Ok" | "Err") => (None, Some(Ty::io_error())),
            ("std::fmt::Result", "Ok" | "Err") => {
                (Some(Ty::Unit), Some(Ty::adt("FmtError", Vec::new())))
            }
            _ => return Ok(None),
        };
        let span = call.span;
        let Some(ty) = self.constructor(bare, args, expected, span)? else {
            return Ok(None);
        };
        if fixed_ok.is_some() || fixed_error.is_some() {
            let alias = Ty::result(
                fixed_ok.unwrap_or_else(|| self.infer.fresh()),
                fixed_error.unwrap_or_else(|| self.infer.fresh()),
            );
            if !self.infer.unify(&ty, &alias) {
                return Err(
                    ScriptError::rustc("E0308", span, "mismatched types").with_help(format!(
                        "expected `{}`, found `{}`",
                        self.infer.resolve(&alias),
                        self.infer.resolve(&ty)
                    )),
                );
            }
        }
        self.rewrites.push(Rewrite {
            expr: address(call),
            site: Site::CallPath(bare),
        });
        Ok(Some(self.infer.resolve(&ty)))
    }
}
