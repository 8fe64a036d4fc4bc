//! A literal's type: an unsuffixed integer or float is an inference variable the expected
//! type may settle (its range is checked once the types are known), a suffix fixes it.

use super::super::ir::{IntTy, Literal};
use super::super::ty::Ty;
use super::{Checker, LiteralCheck};
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn literal(
        &mut self,
        literal: &Literal,
        expected: Option<&Ty>,
        span: Span,
        negated: bool,
        site: Option<usize>,
    ) -> Ty {
        match literal {
            Literal::Int { value, ty } => {
                let ty_written = ty;
                let ty = match ty {
                    IntTy::Default => {
                        let var = self.infer.fresh_int();
                        if let Some(expected) = expected {
                            // An expected float is left for the caller to refuse (E0308).
                            let _ = self.infer.probe_unify(&var, expected)
                                && self.infer.unify(&var, expected);
                        }
                        var
                    }
                    other => Ty::Int(*other),
                };
                self.literals.push(LiteralCheck {
                    ty: ty.clone(),
                    value: if negated { -*value } else { *value },
                    span,
                    site: site.filter(|_| *ty_written == IntTy::Default),
                    float: None,
                });
                ty
            }
            Literal::Float(float) => {
                let ty = if float.suffixed {
                    Ty::Float(!float.is_f32)
                } else {
                    self.infer.fresh_float()
                };
                if let (Some(expected), false) = (expected, float.suffixed) {
                    let _ =
                        self.infer.probe_unify(&ty, expected) && self.infer.unify(&ty, expected);
                }
                // Its range is checked at the body's end, and an unsuffixed one's site becomes
                // an `f32` literal if inference makes it one.
                self.literals.push(LiteralCheck {
                    ty: ty.clone(),
                    value: 0,
                    span,
                    site: site.filter(|_| !float.suffixed),
                    float: Some(*float),
                });
                ty
            }
            Literal::Bool(_) => Ty::Bool,
            Literal::Char(_) => Ty::Char,
            Literal::Str(_) => Ty::reference(false, Ty::Str),
            Literal::ByteStr(bytes) => Ty::reference(
                false,
                Ty::Array(Box::new(Ty::Int(IntTy::U8)), Some(bytes.len() as u64)),
            ),
            Literal::Byte(_) => Ty::Int(IntTy::U8),
        }
    }
}
