//! Unary operators: `-x`, `!x` (also of a `&T`, as std's `Neg` and `Not` for references),
//! and `*x`.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, Literal, UnOp};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn unary(
        &mut self,
        op: UnOp,
        operand: &Expr,
        expected: Option<&Ty>,
        (span, site): (Span, usize),
    ) -> Checked<Ty> {
        if op == UnOp::Neg
            && let ExprKind::Lit(literal @ Literal::Int { .. }) = &operand.kind
        {
            let ty = self.literal(
                literal,
                expected,
                operand.span,
                true,
                Some(super::expr_address::address(operand)),
            );
            return self.negatable(ty, span);
        }
        match op {
            UnOp::Neg => {
                let ty = self.value(operand, expected)?;
                if let Some(output) = self.script_neg(&ty, site)? {
                    return Ok(output);
                }
                let ty = self.through_one_reference(ty);
                let ty = self.negatable(ty, span)?;
                self.note_known_neg(operand, &ty, span);
                Ok(ty)
            }
            UnOp::Not => {
                let ty = self.value(operand, expected)?;
                let ty = self.through_one_reference(ty);
                match self.infer.shallow(&ty) {
                    Ty::Bool | Ty::Int(_) | Ty::IntVar(_) => Ok(ty),
                    other => Err(ScriptError::rustc(
                        "E0600",
                        span,
                        format!(
                            "cannot apply unary operator `!` to type `{}`",
                            self.infer.resolve(&other)
                        ),
                    )),
                }
            }
            UnOp::Deref => {
                let ty = self.expr(operand, None)?;
                match self.infer.shallow(&ty) {
                    Ty::Ref { to, .. } => Ok(*to),
                    Ty::Adt(name, args) if name == "Box" && args.len() == 1 => Ok(args[0].clone()),
                    other => Err(ScriptError::rustc(
                        "E0614",
                        span,
                        format!(
                            "type `{}` cannot be dereferenced",
                            self.infer.resolve(&other)
                        ),
                    )),
                }
            }
        }
    }

    /// std's `Neg` and `Not` for `&T` of a number or `bool` give a `T` (`-x` where `x: &i32`).
    fn through_one_reference(&self, ty: Ty) -> Ty {
        match self.infer.shallow(&ty) {
            Ty::Ref { to, .. } if !matches!(self.infer.shallow(&to), Ty::Ref { .. }) => *to,
            _ => ty,
        }
    }

    pub(super) fn negatable(&self, ty: Ty, span: Span) -> Checked<Ty> {
        match self.infer.shallow(&ty) {
            Ty::Int(int) if int.range().0 == 0 => Err(ScriptError::rustc(
                "E0600",
                span,
                format!("cannot apply unary operator `-` to type `{}`", int.name()),
            )
            .with_help("unsigned values cannot be negated")),
            Ty::Int(_) | Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_) => Ok(ty),
            other => Err(ScriptError::rustc(
                "E0600",
                span,
                format!(
                    "cannot apply unary operator `-` to type `{}`",
                    self.infer.resolve(&other)
                ),
            )),
        }
    }
}
