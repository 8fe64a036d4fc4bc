//! rustc's `arithmetic_overflow` and `unconditional_panic` lints, errors by default: an
//! operation on values the compiler knows (integer literals, `T::MAX`/`T::MIN`, and locals
//! bound once, without `mut`, to such values) that would certainly overflow, divide by zero
//! or index past an array's end is refused before the program runs, as rustc refuses it.
//! Operations are noted while their types are still being inferred and judged at the body's
//! end, in the types it settled (`255 + 1` is fine as an `i32`, not as a `u8`).

use super::super::error::ScriptError;
use super::super::ir::{BinOp, Expr, ExprKind, IntTy, Literal, UnOp};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

/// An operation whose operands the compiler knows.
#[derive(Debug)]
pub struct KnownOp {
    pub span: Span,
    pub kind: KnownKind,
    /// The type it computes in (its left operand's).
    pub ty: Ty,
}

#[derive(Debug)]
pub enum KnownKind {
    Binary(BinOp, i128, i128),
    Neg(i128),
    Index { len: u64, index: i128 },
}

impl Checker<'_> {
    /// The value of an integer expression the compiler knows, if it does.
    pub(super) fn known_value(&self, expr: &Expr) -> Option<i128> {
        match &expr.kind {
            ExprKind::Lit(Literal::Int { value, .. }) => Some(*value),
            // A closure's body is a function of its own, where what it captures is not known.
            ExprKind::Var(name) => self
                .lookup(name)
                .filter(|&local| {
                    self.borrows
                        .capturing
                        .last()
                        .is_none_or(|(first, _)| local >= *first)
                })
                .and_then(|local| self.known.get(&local).copied()),
            ExprKind::Path(path) => {
                let (ty, item) = path.rsplit_once("::")?;
                let (min, max) = IntTy::parse(ty)?.range();
                match item {
                    "MAX" => Some(max),
                    "MIN" => Some(min),
                    _ => None,
                }
            }
            ExprKind::Unary(UnOp::Neg, operand) => self.known_value(operand)?.checked_neg(),
            ExprKind::Binary(op, left, right, _) => {
                let (a, b) = (self.known_value(left)?, self.known_value(right)?);
                match op {
                    BinOp::Add => a.checked_add(b),
                    BinOp::Sub => a.checked_sub(b),
                    BinOp::Mul => a.checked_mul(b),
                    BinOp::Div => a.checked_div(b),
                    BinOp::Rem => a.checked_rem(b),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether a branch's condition (an `if`'s, a `while`'s, a `match`'s scrutinee) is known:
    /// rustc then skips the branch it will not take, and bufscope, not deciding which, skips
    /// both (`if d != 0 { n / d }` with `d` known to be 0 compiles). Counted in `known_dead`
    /// until the branches are checked.
    pub(super) fn settled_branches(&mut self, condition: &Expr) -> bool {
        let settled = self.known_condition(condition);
        self.known_dead += u32::from(settled);
        settled
    }

    fn known_condition(&self, expr: &Expr) -> bool {
        match &expr.kind {
            ExprKind::Lit(Literal::Bool(_)) => true,
            ExprKind::Unary(UnOp::Not, operand) => self.known_condition(operand),
            ExprKind::Binary(BinOp::And | BinOp::Or, left, right, _) => {
                self.known_condition(left) && self.known_condition(right)
            }
            ExprKind::Binary(_, left, right, _) => {
                self.known_value(left).is_some() && self.known_value(right).is_some()
            }
            _ => self.known_value(expr).is_some(),
        }
    }

    /// `left op right` in `ty`: noted when both operands are known.
    pub(super) fn note_known_binary(
        &mut self,
        op: BinOp,
        (left, right): (&Expr, &Expr),
        ty: &Ty,
        span: Span,
    ) {
        if !matches!(
            op,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::Rem
                | BinOp::Shl
                | BinOp::Shr
        ) {
            return;
        }
        if self.known_dead > 0 {
            return;
        }
        if let (Some(a), Some(b)) = (self.known_value(left), self.known_value(right)) {
            self.known_ops.push(KnownOp {
                span,
                kind: KnownKind::Binary(op, a, b),
                ty: ty.clone(),
            });
        }
    }

    /// `-operand` in `ty`: noted when the operand is known (a negated literal is a literal).
    pub(super) fn note_known_neg(&mut self, operand: &Expr, ty: &Ty, span: Span) {
        if self.known_dead > 0 {
            return;
        }
        if let Some(value) = self.known_value(operand) {
            self.known_ops.push(KnownOp {
                span,
                kind: KnownKind::Neg(value),
                ty: ty.clone(),
            });
        }
    }

    /// `base[index]` of an array whose length the type says, at a known position.
    pub(super) fn note_known_index(&mut self, base_ty: &Ty, index: &Expr, span: Span) {
        if self.known_dead > 0 {
            return;
        }
        let Some(len) = self
            .infer
            .deref_steps(base_ty)
            .into_iter()
            .find_map(|step| match step {
                Ty::Array(_, len) => len,
                _ => None,
            })
        else {
            return;
        };
        if let Some(index) = self.known_value(index) {
            self.known_ops.push(KnownOp {
                span,
                kind: KnownKind::Index { len, index },
                ty: Ty::Int(IntTy::Usize),
            });
        }
    }

    /// At the body's end: the first noted operation that certainly panics, refused.
    pub(super) fn known_panics(&mut self) -> Checked<()> {
        let mut ops = std::mem::take(&mut self.known_ops);
        ops.sort_by_key(|op| (op.span.line, op.span.column));
        for op in ops {
            let Ty::Int(int) = self.infer.resolve(&op.ty) else {
                continue;
            };
            if let Some(error) = judge(&op, int) {
                return Err(error);
            }
        }
        Ok(())
    }
}

/// The lint's error for an operation in `int`, if it certainly panics.
fn judge(op: &KnownOp, int: IntTy) -> Option<ScriptError> {
    let (min, max) = int.range();
    let name = int.name();
    let overflow = |what: String| {
        Some(
            ScriptError::new(op.span, "this arithmetic operation will overflow").with_help(
                format!("{what}, which would overflow (rustc's `arithmetic_overflow` lint is an error by default)"),
            ),
        )
    };
    let panics = |what: String| {
        Some(
            ScriptError::new(op.span, "this operation will panic at runtime").with_help(format!(
                "{what} (rustc's `unconditional_panic` lint is an error by default)"
            )),
        )
    };
    match op.kind {
        KnownKind::Neg(value) => {
            // `-i128::MIN` is past even the `i128` this is computed in.
            let fits = value.checked_neg().is_some_and(|r| r >= min && r <= max);
            (!fits)
                .then(|| overflow(format!("attempt to negate `{value}_{name}`")))
                .flatten()
        }
        KnownKind::Index { len, index } => (u64::try_from(index).map_or(true, |i| i >= len))
            .then(|| {
                panics(format!(
                    "index out of bounds: the length is {len} but the index is {index}"
                ))
            })
            .flatten(),
        KnownKind::Binary(bin, a, b) => {
            let shown =
                |symbol: &str| format!("attempt to compute `{a}_{name} {symbol} {b}_{name}`");
            match bin {
                BinOp::Div | BinOp::Rem if b == 0 => {
                    let verb = if bin == BinOp::Div {
                        "divide"
                    } else {
                        "calculate the remainder of"
                    };
                    let tail = if bin == BinOp::Div {
                        "by zero"
                    } else {
                        "with a divisor of zero"
                    };
                    panics(format!("attempt to {verb} `{a}_{name}` {tail}"))
                }
                BinOp::Div | BinOp::Rem if a == min && b == -1 && min < 0 => {
                    let symbol = if bin == BinOp::Div { "/" } else { "%" };
                    panics(format!("{}, which would overflow", shown(symbol)))
                }
                BinOp::Shl | BinOp::Shr => {
                    let bits = i128::from(int.bits());
                    (b < 0 || b >= bits)
                        .then(|| {
                            let symbol = if bin == BinOp::Shl { "<<" } else { ">>" };
                            overflow(format!(
                                "attempt to shift by `{b}`: `{a}_{name} {symbol} {b}`"
                            ))
                        })
                        .flatten()
                }
                BinOp::Add | BinOp::Sub | BinOp::Mul => {
                    let (result, symbol) = match bin {
                        BinOp::Add => (a.checked_add(b), "+"),
                        BinOp::Sub => (a.checked_sub(b), "-"),
                        _ => (a.checked_mul(b), "*"),
                    };
                    let fits = result.is_some_and(|r| r >= min && r <= max);
                    (!fits).then(|| overflow(shown(symbol))).flatten()
                }
                _ => None,
            }
        }
    }
}
