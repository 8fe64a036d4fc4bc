//! A block's statements: `let` (with a type, a pattern that takes the value apart, or
//! `else`), expressions and macros, the tail value, and a body's `use` items.

use super::super::ir::{Expr, ExprKind};
use super::super::source::span_of;
use super::{
    Block, Lowered, Span, Stmt, TypeHint, lower_block, lower_expr, lower_macro, lower_pat,
    pattern_is_mut, pattern_name, reject, type_hint,
};

pub(super) fn lower_stmts(stmts: &[syn::Stmt], end: Span) -> Lowered<Block> {
    let mut lowered = Vec::new();
    let mut tail = None;
    for (index, stmt) in stmts.iter().enumerate() {
        let last = index + 1 == stmts.len();
        // `#[cfg(windows)] println!(…);`: rustc leaves the statement out.
        if !super::cfg::kept(statement_attrs(stmt))? {
            continue;
        }
        match stmt {
            syn::Stmt::Local(local) => {
                if let Some(init) = &local.init
                    && let Some((_, diverge)) = &init.diverge
                {
                    let syn::Expr::Block(otherwise) = &**diverge else {
                        return Err(reject(diverge, "this `else`", "`let … else { … }`"));
                    };
                    lowered.push(Stmt::LetElse {
                        pat: lower_pat(&local.pat)?,
                        init: lower_expr(&init.expr)?,
                        otherwise: Some(lower_block(&otherwise.block)?),
                        span: span_of(local),
                    });
                    continue;
                }
                // `let (a, b) = …;`, `let Point { x, y } = …;`, `let [a, b] = array;`: a pattern that takes the
                // value apart; `let ref mut x = …;` borrows the place.
                let borrows =
                    matches!(&local.pat, syn::Pat::Ident(ident) if ident.by_ref.is_some());
                if let (
                    syn::Pat::Tuple(_)
                    | syn::Pat::TupleStruct(_)
                    | syn::Pat::Struct(_)
                    | syn::Pat::Path(_)
                    | syn::Pat::Reference(_)
                    | syn::Pat::Slice(_)
                    | syn::Pat::Ident(_),
                    Some(init),
                ) = (&local.pat, &local.init)
                    && (borrows || !matches!(local.pat, syn::Pat::Ident(_)))
                {
                    lowered.push(Stmt::LetElse {
                        pat: lower_pat(&local.pat)?,
                        init: lower_expr(&init.expr)?,
                        otherwise: None,
                        span: span_of(local),
                    });
                    continue;
                }
                // `let (a, b): (T, U) = …;`: the value takes the annotated type in a hidden
                // local, which the pattern then takes apart whole.
                if let (syn::Pat::Type(typed), Some(init)) = (&local.pat, &local.init)
                    && matches!(&*typed.pat, syn::Pat::Tuple(_))
                {
                    let span = span_of(local);
                    let hidden = format!("__typed_tuple_{}_{}", span.line, span.column);
                    lowered.push(Stmt::Let {
                        mutable: false,
                        name: hidden.clone(),
                        ty: type_hint(&typed.ty),
                        annotation: Some(typed.ty.clone()),
                        init: Some(lower_expr(&init.expr)?),
                        span,
                        binding: span_of(&typed.pat),
                    });
                    lowered.push(Stmt::LetElse {
                        pat: lower_pat(&typed.pat)?,
                        init: Expr {
                            kind: ExprKind::Var(hidden),
                            span,
                        },
                        otherwise: None,
                        span,
                    });
                    continue;
                }
                let (pat, ty, annotation) = match &local.pat {
                    syn::Pat::Type(typed) => {
                        (&*typed.pat, type_hint(&typed.ty), Some(typed.ty.clone()))
                    }
                    other => (other, TypeHint::Unknown, None),
                };
                let name = pattern_name(pat)?.unwrap_or_else(|| "_".to_string());
                let init = local
                    .init
                    .as_ref()
                    .map(|init| lower_expr(&init.expr))
                    .transpose()?;
                lowered.push(Stmt::Let {
                    mutable: pattern_is_mut(pat),
                    name,
                    ty,
                    annotation,
                    init,
                    span: span_of(local),
                    binding: span_of(pat),
                });
            }
            syn::Stmt::Expr(expr, semi) => {
                let expr = lower_expr(expr)?;
                if last && semi.is_none() {
                    tail = Some(Box::new(expr));
                } else {
                    lowered.push(Stmt::Expr(expr));
                }
            }
            syn::Stmt::Macro(mac) => {
                let expr = lower_macro(&mac.mac)?;
                if last && mac.semi_token.is_none() {
                    tail = Some(Box::new(expr));
                } else {
                    lowered.push(Stmt::Expr(expr));
                }
            }
            // A function body's `use` items are its `uses` (see `items::body_uses`).
            syn::Stmt::Item(syn::Item::Use(_)) => {}
            // A function body's own items were taken out of it (`block_items`).
            syn::Stmt::Item(item) => return Err(super::block_items::refuse_unhoisted(item)),
        }
    }
    Ok(Block {
        stmts: lowered,
        tail,
        end,
        is_unsafe: false,
    })
}

/// The attributes written on a statement (those of an expression statement's expression).
fn statement_attrs(stmt: &syn::Stmt) -> &[syn::Attribute] {
    match stmt {
        syn::Stmt::Local(local) => &local.attrs,
        syn::Stmt::Macro(mac) => &mac.attrs,
        syn::Stmt::Item(_) => &[],
        syn::Stmt::Expr(expr, _) => match expr {
            syn::Expr::Call(e) => &e.attrs,
            syn::Expr::MethodCall(e) => &e.attrs,
            syn::Expr::Macro(e) => &e.attrs,
            syn::Expr::Assign(e) => &e.attrs,
            syn::Expr::Binary(e) => &e.attrs,
            syn::Expr::Block(e) => &e.attrs,
            syn::Expr::If(e) => &e.attrs,
            syn::Expr::ForLoop(e) => &e.attrs,
            syn::Expr::While(e) => &e.attrs,
            syn::Expr::Loop(e) => &e.attrs,
            syn::Expr::Match(e) => &e.attrs,
            syn::Expr::Return(e) => &e.attrs,
            syn::Expr::Path(e) => &e.attrs,
            syn::Expr::Try(e) => &e.attrs,
            syn::Expr::Unary(e) => &e.attrs,
            _ => &[],
        },
    }
}
