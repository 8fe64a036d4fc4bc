//! Lowers patterns, `match`, `if let`, `while let` and `let … else`.
//!
//! `if let P = e { a } else { b }` becomes `match e { P => a, _ => b }`, and
//! `while let P = e { body }` becomes `loop { match e { P => body, _ => break } }`, as rustc
//! desugars them: the checker and the interpreter know only `match`.

use super::{lower_block, lower_expr, lower_literal};
use crate::script::error::ScriptError;
use crate::script::ir::{Arm, Block, Expr, ExprKind, Literal, Pat, PatKind};
use crate::script::source::span_of;

type Lowered<T> = Result<T, ScriptError>;

fn unsupported(node: &impl syn::spanned::Spanned, what: &str) -> ScriptError {
    ScriptError::new(
        span_of(node),
        format!("{what} is not supported by bufscope"),
    )
    .with_help(
        "patterns of literals, ranges, bindings (`ref`, `ref mut` too), tuples, slices (`[first, rest @ ..]`), `Some`/`None`/`Ok`/`Err`, `|` and `@`",
    )
}

/// Whether some binding in `pat` takes its value (not `ref`, not `_`).
fn binds_by_value(pat: &Pat) -> bool {
    match &pat.kind {
        PatKind::Binding { by_ref, sub, .. } => {
            !by_ref || sub.as_deref().is_some_and(binds_by_value)
        }
        PatKind::Tuple(items) | PatKind::Or(items) => items.iter().any(binds_by_value),
        PatKind::Variant { fields, .. } => fields.iter().any(binds_by_value),
        PatKind::Struct { fields, .. } => fields.iter().any(|(_, p)| binds_by_value(p)),
        PatKind::Slice {
            before,
            rest,
            after,
        } => {
            matches!(rest, Some(Some(_))) || PatKind::slice_items(before, after).any(binds_by_value)
        }
        PatKind::Ref(_) | PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => false,
    }
}

pub fn match_expr(scrutinee: Expr, arms: Vec<Arm>) -> ExprKind {
    let moves = arms.iter().any(|arm| binds_by_value(&arm.pat));
    ExprKind::Match {
        scrutinee: Box::new(scrutinee),
        arms,
        moves,
    }
}

pub fn lower_match(m: &syn::ExprMatch) -> Lowered<ExprKind> {
    let scrutinee = lower_expr(&m.expr)?;
    let arms = m
        .arms
        .iter()
        .map(|arm| {
            Ok(Arm {
                pat: lower_pat(&arm.pat)?,
                guard: arm.guard.as_ref().map(|(_, g)| lower_expr(g)).transpose()?,
                body: lower_expr(&arm.body)?,
            })
        })
        .collect::<Lowered<Vec<_>>>()?;
    Ok(match_expr(scrutinee, arms))
}

pub(super) fn wildcard(span: crate::trace::Span) -> Pat {
    Pat {
        kind: PatKind::Wild,
        span,
    }
}

pub(super) fn unit_block(end: crate::trace::Span) -> Expr {
    Expr {
        kind: ExprKind::Block(Block {
            stmts: Vec::new(),
            tail: None,
            end,
            is_unsafe: false,
        }),
        span: end,
    }
}

/// `if let P = e { then } else { otherwise }`.
pub fn lower_if_let(
    let_expr: &syn::ExprLet,
    then: &syn::Block,
    otherwise: Option<&syn::Expr>,
) -> Lowered<ExprKind> {
    let span = span_of(let_expr);
    let then = lower_block(then)?;
    let then_end = then.end;
    let otherwise = match otherwise {
        Some(e) => lower_expr(e)?,
        None => unit_block(then_end),
    };
    let arms = vec![
        Arm {
            pat: lower_pat(&let_expr.pat)?,
            guard: None,
            body: Expr {
                kind: ExprKind::Block(then),
                span,
            },
        },
        Arm {
            pat: wildcard(span),
            guard: None,
            body: otherwise,
        },
    ];
    Ok(match_expr(lower_expr(&let_expr.expr)?, arms))
}

/// `while let P = e { body }`.
pub fn lower_while_let(
    let_expr: &syn::ExprLet,
    body: &syn::Block,
    label: Option<String>,
) -> Lowered<ExprKind> {
    let span = span_of(let_expr);
    let body = lower_block(body)?;
    let end = body.end;
    let arms = vec![
        Arm {
            pat: lower_pat(&let_expr.pat)?,
            guard: None,
            body: Expr {
                kind: ExprKind::Block(body),
                span,
            },
        },
        Arm {
            pat: wildcard(span),
            guard: None,
            body: Expr {
                kind: ExprKind::Break {
                    label: None,
                    value: None,
                },
                span,
            },
        },
    ];
    let matched = Expr {
        kind: match_expr(lower_expr(&let_expr.expr)?, arms),
        span,
    };
    Ok(ExprKind::Loop {
        body: Block {
            stmts: Vec::new(),
            tail: Some(Box::new(matched)),
            end,
            is_unsafe: false,
        },
        label,
    })
}

fn literal_of(expr: &syn::Expr) -> Lowered<Literal> {
    match expr {
        syn::Expr::Lit(lit) => lower_literal(&lit.lit),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => match literal_of(expr)? {
            Literal::Int { value, ty } => Ok(Literal::Int { value: -value, ty }),
            Literal::Float(x) => Ok(Literal::Float(x.negated())),
            _ => Err(unsupported(expr, "this pattern")),
        },
        syn::Expr::Paren(p) => literal_of(&p.expr),
        other => Err(unsupported(other, "this pattern")),
    }
}

pub fn lower_pat(pat: &syn::Pat) -> Lowered<Pat> {
    let span = span_of(pat);
    let kind = match pat {
        syn::Pat::Wild(_) => PatKind::Wild,
        syn::Pat::Ident(ident) => {
            let name = ident.ident.to_string();
            // A bare `None` is the variant, not a new binding.
            if name == "None" && ident.subpat.is_none() && ident.mutability.is_none() {
                PatKind::Variant {
                    name,
                    fields: Vec::new(),
                    rest: false,
                    parens: false,
                    variant: None,
                }
            } else {
                PatKind::Binding {
                    name,
                    mutable: ident.mutability.is_some(),
                    by_ref: ident.by_ref.is_some(),
                    sub: ident
                        .subpat
                        .as_ref()
                        .map(|(_, sub)| lower_pat(sub).map(Box::new))
                        .transpose()?,
                }
            }
        }
        syn::Pat::Lit(lit) => PatKind::Lit(lower_literal(&lit.lit)?),
        syn::Pat::Range(range) => PatKind::Range {
            start: range.start.as_deref().map(literal_of).transpose()?,
            end: range.end.as_deref().map(literal_of).transpose()?,
            inclusive: matches!(range.limits, syn::RangeLimits::Closed(_)),
        },
        syn::Pat::Tuple(tuple) => {
            if tuple.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
                return Err(unsupported(tuple, "`..` in a tuple pattern"));
            }
            PatKind::Tuple(tuple.elems.iter().map(lower_pat).collect::<Lowered<_>>()?)
        }
        // `SocketAddr::V4(..)`: `V4 { .. }` to Rust, and to the checker, which knows the
        // variant (`check/address_patterns.rs`).
        syn::Pat::TupleStruct(ts)
            if matches!(
                ts.elems.iter().collect::<Vec<_>>().as_slice(),
                [syn::Pat::Rest(_)]
            ) && ts
                .path
                .segments
                .last()
                .is_some_and(|s| s.ident == "V4" || s.ident == "V6") =>
        {
            PatKind::Struct {
                path: ts
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect(),
                fields: Vec::new(),
                rest: true,
                resolved: None,
            }
        }
        syn::Pat::TupleStruct(ts) => match variant_name(&ts.path) {
            Some(name) => variant_pattern(ts, name)?,
            None => tuple_struct_pattern(ts)?,
        },
        syn::Pat::Path(p) => {
            let name = variant_name(&p.path).ok_or_else(|| unsupported(p, "this pattern"))?;
            PatKind::Variant {
                name,
                fields: Vec::new(),
                rest: false,
                parens: false,
                variant: None,
            }
        }
        syn::Pat::Struct(s) => {
            if s.qself.is_some() {
                return Err(unsupported(s, "this pattern"));
            }
            let mut fields = Vec::new();
            for field in &s.fields {
                let syn::Member::Named(name) = &field.member else {
                    return Err(unsupported(&field.member, "a numbered field in a pattern"));
                };
                fields.push((name.to_string(), lower_pat(&field.pat)?));
            }
            PatKind::Struct {
                path: s
                    .path
                    .segments
                    .iter()
                    .map(|seg| seg.ident.to_string())
                    .collect(),
                fields,
                rest: s.rest.is_some(),
                resolved: None,
            }
        }
        syn::Pat::Or(or) => PatKind::Or(or.cases.iter().map(lower_pat).collect::<Lowered<_>>()?),
        syn::Pat::Reference(r) => {
            if r.mutability.is_some() {
                return Err(unsupported(r, "`&mut` in a pattern"));
            }
            PatKind::Ref(Box::new(lower_pat(&r.pat)?))
        }
        syn::Pat::Paren(p) => return lower_pat(&p.pat),
        syn::Pat::Slice(slice) => slice_pattern(slice)?,
        other => return Err(unsupported(other, "this pattern")),
    };
    Ok(Pat { kind, span })
}

/// `[a, b]`, `[first, ..]`, `[head, tail @ ..]`, `[.., last]`: the items around one `..`.
fn slice_pattern(slice: &syn::PatSlice) -> Lowered<PatKind> {
    let mut before = Vec::new();
    let mut after = Vec::new();
    let mut rest = None;
    for elem in &slice.elems {
        let rest_here = match elem {
            syn::Pat::Rest(_) => Some(None),
            syn::Pat::Ident(ident) if matches!(ident.subpat.as_ref(), Some((_, sub)) if matches!(**sub, syn::Pat::Rest(_))) =>
            {
                if ident.by_ref.is_some() || ident.mutability.is_some() {
                    return Err(unsupported(
                        ident,
                        "`ref` or `mut` on a slice pattern's `..`",
                    ));
                }
                Some(Some(ident.ident.to_string()))
            }
            _ => None,
        };
        match (rest_here, &rest) {
            (Some(_), Some(_)) => {
                return Err(ScriptError::new(
                    span_of(elem),
                    "`..` can only be used once per slice pattern",
                ));
            }
            (Some(here), None) => rest = Some(here),
            (None, None) => before.push(lower_pat(elem)?),
            (None, Some(_)) => after.push(lower_pat(elem)?),
        }
    }
    Ok(PatKind::Slice {
        before,
        rest,
        after,
    })
}

/// `Some(p)`, `Shape::Circle(r)`, or with `..` after the fields written (`Parse(..)`,
/// `Pair(a, ..)`), which the checker sizes to the variant: `Some(..)` is `Some(_)`.
fn variant_pattern(ts: &syn::PatTupleStruct, name: String) -> Lowered<PatKind> {
    let elems: Vec<&syn::Pat> = ts.elems.iter().collect();
    let (written, rest) = match elems.split_last() {
        Some((syn::Pat::Rest(_), before)) => (before, true),
        _ => (elems.as_slice(), false),
    };
    if written.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
        return Err(unsupported(
            ts,
            "`..` before the end of a variant's pattern",
        ));
    }
    let mut fields = written
        .iter()
        .map(|p| lower_pat(p))
        .collect::<Lowered<Vec<_>>>()?;
    let std_variant = matches!(name.as_str(), "Some" | "Ok" | "Err");
    if std_variant && rest && fields.is_empty() {
        fields.push(Pat {
            kind: PatKind::Wild,
            span: span_of(ts),
        });
    }
    Ok(PatKind::Variant {
        name,
        fields,
        rest: rest && !std_variant,
        parens: true,
        variant: None,
    })
}

/// `Pair(a, b)` or `Pair(a, ..)`, of what may be the script's tuple struct: its fields by
/// position, as `Pair { 0: a, 1: b }` (the checker sees that `Pair` is a tuple struct).
fn tuple_struct_pattern(ts: &syn::PatTupleStruct) -> Lowered<PatKind> {
    let elems: Vec<&syn::Pat> = ts.elems.iter().collect();
    let (written, rest) = match elems.split_last() {
        Some((syn::Pat::Rest(_), before)) => (before, true),
        _ => (elems.as_slice(), false),
    };
    let [segment] = ts.path.segments.iter().collect::<Vec<_>>()[..] else {
        return Err(unsupported(&ts.path, "this pattern"));
    };
    if written.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
        return Err(unsupported(
            ts,
            "`..` before the end of a tuple struct's pattern",
        ));
    }
    if written.is_empty() {
        // It would read as `Pair { .. }`, which also fits a struct of named fields.
        return Err(unsupported(ts, "this pattern"));
    }
    let fields = written
        .iter()
        .enumerate()
        .map(|(i, p)| Ok((i.to_string(), lower_pat(p)?)))
        .collect::<Lowered<_>>()?;
    Ok(PatKind::Struct {
        path: vec![segment.ident.to_string()],
        fields,
        rest,
        resolved: None,
    })
}

/// `Some`, `None`, `Ok`, `Err` (also as `Option::Some`, `std::result::Result::Ok`…), or a
/// path to a variant of the script's enum (`Shape::Circle`), kept as written.
fn variant_name(path: &syn::Path) -> Option<String> {
    let last = path.segments.last()?.ident.to_string();
    if matches!(last.as_str(), "Some" | "None" | "Ok" | "Err") {
        return Some(last);
    }
    // `Reverse(x)`: std's tuple struct if the imports say so (the checker sees to it).
    if last == "Reverse" {
        return Some(last);
    }
    (path.segments.len() >= 2).then(|| {
        path.segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::")
    })
}
