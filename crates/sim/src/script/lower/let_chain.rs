//! Edition 2024's let chains: `if let Some(x) = o && x > 2 { … } else { … }` and
//! `while let Some(n) = it.next() && n != 0 { … }`.
//!
//! A chain becomes nested conditions, each operand inside the one before, as rustc checks
//! them: left to right, a binding in scope in the operands after it and in the body, the
//! `else` taken where any operand fails. The `else` is lowered once for each operand (every
//! copy is on a path of its own, so it runs at most once).

use super::pattern::{match_expr, unit_block, wildcard};
use super::{lower_block, lower_expr, lower_pat};
use crate::script::error::ScriptError;
use crate::script::ir::{Arm, Block, Expr, ExprKind};
use crate::script::source::span_of;

type Lowered<T> = Result<T, ScriptError>;

/// The operands of `cond` if it is a `&&` chain holding a `let` (not inside parentheses:
/// rustc refuses `(let P = e) && c`).
pub fn let_chain(cond: &syn::Expr) -> Option<Vec<&syn::Expr>> {
    fn operands<'a>(expr: &'a syn::Expr, out: &mut Vec<&'a syn::Expr>) {
        match expr {
            syn::Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
                operands(&binary.left, out);
                operands(&binary.right, out);
            }
            other => out.push(other),
        }
    }
    let mut out = Vec::new();
    operands(cond, &mut out);
    (out.len() > 1 && out.iter().any(|e| matches!(e, syn::Expr::Let(_)))).then_some(out)
}

/// `if a && let P = e && … { then } else { otherwise }`.
pub fn lower_if_chain(
    chain: &[&syn::Expr],
    then: &syn::Block,
    otherwise: Option<&syn::Expr>,
) -> Lowered<ExprKind> {
    let then = lower_block(then)?;
    let end = then.end;
    let otherwise = || match otherwise {
        Some(e) => lower_expr(e),
        None => Ok(unit_block(end)),
    };
    nest(chain, then, &otherwise)
}

/// `while let P = e && c { body }`: `loop { if let P = e && c { body } else { break } }`.
pub fn lower_while_chain(
    chain: &[&syn::Expr],
    body: &syn::Block,
    label: Option<String>,
) -> Lowered<ExprKind> {
    let body = lower_block(body)?;
    let end = body.end;
    let span = span_of(chain[0]);
    let stop = || {
        Ok(Expr {
            kind: ExprKind::Break {
                label: None,
                value: None,
            },
            span,
        })
    };
    let checked = Expr {
        kind: nest(chain, body, &stop)?,
        span,
    };
    Ok(ExprKind::Loop {
        body: Block {
            stmts: Vec::new(),
            tail: Some(Box::new(checked)),
            end,
            is_unsafe: false,
        },
        label,
    })
}

/// The first operand of `chain` guarding the rest, `then` inside the last.
fn nest(
    chain: &[&syn::Expr],
    then: Block,
    otherwise: &dyn Fn() -> Lowered<Expr>,
) -> Lowered<ExprKind> {
    let (first, rest) = chain.split_first().expect("a chain has operands");
    let span = span_of(*first);
    let inner = if rest.is_empty() {
        then
    } else {
        let end = then.end;
        Block {
            stmts: Vec::new(),
            tail: Some(Box::new(Expr {
                kind: nest(rest, then, otherwise)?,
                span: span_of(rest[0]),
            })),
            end,
            is_unsafe: false,
        }
    };
    Ok(match first {
        syn::Expr::Let(let_expr) => {
            let arms = vec![
                Arm {
                    pat: lower_pat(&let_expr.pat)?,
                    guard: None,
                    body: Expr {
                        kind: ExprKind::Block(inner),
                        span,
                    },
                },
                Arm {
                    pat: wildcard(span),
                    guard: None,
                    body: otherwise()?,
                },
            ];
            match_expr(lower_expr(&let_expr.expr)?, arms)
        }
        cond => ExprKind::If {
            cond: Box::new(lower_expr(cond)?),
            then: inner,
            otherwise: Some(Box::new(otherwise()?)),
        },
    })
}
