//! `assert_eq!`, `assert_ne!` and `assert!` with a message, lowered as std expands them: each
//! operand evaluated once and borrowed, compared, and on failure a panic with std's message
//! (`assertion `left == right` failed` and both values' `Debug`). The panic's location is the
//! macro's, as rustc reports it.

use super::lower_expr;
use super::{lower_format_args, macro_args};
use crate::script::error::ScriptError;
use crate::script::ir::{BinOp, Block, Expr, ExprKind, FormatTarget, Stmt, TypeHint, UnOp};
use crate::script::source::span_of;
use crate::trace::Span;

type Lowered<T> = Result<T, ScriptError>;

/// Names the operands are kept under; a script cannot clash with them by accident.
pub(crate) const LEFT: &str = "__bufscope_left";
pub(crate) const RIGHT: &str = "__bufscope_right";

fn expr(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

fn boxed(kind: ExprKind, span: Span) -> Box<Expr> {
    Box::new(expr(kind, span))
}

fn block(stmts: Vec<Stmt>, tail: Expr, end: Span) -> Block {
    Block {
        stmts,
        tail: Some(Box::new(tail)),
        end,
        is_unsafe: false,
    }
}

/// The string literal a message starts with.
pub(super) fn message_template(arg: &syn::Expr) -> Lowered<&syn::LitStr> {
    match arg {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(template),
            ..
        }) => Ok(template),
        other => Err(
            ScriptError::new(span_of(other), "format argument must be a string literal")
                .with_help("write the message's format string inline, e.g. `\"{}\"`"),
        ),
    }
}

/// `if !cond { panic!(message) }`.
fn panic_unless(cond: Expr, panic: crate::script::ir::FormatCall, span: Span) -> ExprKind {
    let panic = expr(ExprKind::Format(panic), span);
    ExprKind::If {
        cond: boxed(ExprKind::Unary(UnOp::Not, Box::new(cond)), span),
        then: block(Vec::new(), panic, span),
        otherwise: None,
    }
}

/// `assert_eq!(a, b)` / `assert_ne!(a, b)`, with an optional message.
pub fn lower_assert_compare(mac: &syn::Macro, equal: bool) -> Lowered<ExprKind> {
    let span = span_of(mac);
    let name = if equal { "assert_eq" } else { "assert_ne" };
    let args = macro_args(mac)?;
    let [left, right, message @ ..] = args.as_slice() else {
        return Err(
            ScriptError::new(span, format!("`{name}!` needs two values to compare"))
                .with_help(format!("e.g. `{name}!(n, 3)`")),
        );
    };
    let operand = |name: &str, value: &syn::Expr| -> Lowered<Stmt> {
        Ok(Stmt::Let {
            name: name.to_string(),
            ty: TypeHint::Unknown,
            annotation: None,
            mutable: false,
            init: Some(expr(
                ExprKind::Ref {
                    mutable: false,
                    expr: Box::new(lower_expr(value)?),
                },
                span_of(value),
            )),
            span: span_of(value),
            binding: span_of(value),
        })
    };
    let stmts = vec![operand(LEFT, left)?, operand(RIGHT, right)?];
    let deref = |name: &str| {
        boxed(
            ExprKind::Unary(UnOp::Deref, boxed(ExprKind::Var(name.into()), span)),
            span,
        )
    };
    let compare = if equal { BinOp::Eq } else { BinOp::Ne };
    let cond = expr(
        ExprKind::Binary(compare, deref(LEFT), deref(RIGHT), span),
        span,
    );
    let op = if equal { "==" } else { "!=" };
    let values = format!("\n  left: {{{LEFT}:?}}\n right: {{{RIGHT}:?}}");
    let operands = [
        (LEFT.to_string(), expr(ExprKind::Var(LEFT.into()), span)),
        (RIGHT.to_string(), expr(ExprKind::Var(RIGHT.into()), span)),
    ];
    let panic = match message.split_first() {
        None => {
            let text = format!("assertion `left {op} right` failed{values}");
            let literal = syn::LitStr::new(&text, mac.path.segments[0].ident.span());
            lower_format_args(
                FormatTarget::Panic,
                format!("{name}!"),
                &literal,
                &text,
                &[],
                false,
                &operands,
            )?
        }
        Some((template, rest)) => {
            let template = message_template(template)?;
            let text = format!(
                "assertion `left {op} right` failed: {}{values}",
                template.value()
            );
            lower_format_args(
                FormatTarget::Panic,
                format!("{name}!"),
                template,
                &text,
                rest,
                false,
                &operands,
            )?
        }
    };
    Ok(ExprKind::Block(block(
        stmts,
        expr(panic_unless(cond, panic, span), span),
        span,
    )))
}

/// `assert!(cond)` and `assert!(cond, "message", args…)`.
pub fn lower_assert(mac: &syn::Macro) -> Lowered<ExprKind> {
    let span = span_of(mac);
    let args = macro_args(mac)?;
    let Some((cond, message)) = args.split_first() else {
        return Err(ScriptError::new(span, "`assert!` needs a condition"));
    };
    let Some((template, rest)) = message.split_first() else {
        // std panics with `assertion failed: ` and the condition as rustc prints it: its
        // source on one line.
        let condition = syn::spanned::Spanned::span(cond)
            .source_text()
            .unwrap_or_default()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let text = format!("assertion failed: {condition}")
            .replace('{', "{{")
            .replace('}', "}}");
        let literal = syn::LitStr::new(&text, mac.path.segments[0].ident.span());
        let panic = lower_format_args(
            FormatTarget::Panic,
            "assert!".into(),
            &literal,
            &text,
            &[],
            false,
            &[],
        )?;
        return Ok(panic_unless(lower_expr(cond)?, panic, span));
    };
    let template = message_template(template)?;
    let panic = lower_format_args(
        FormatTarget::Panic,
        "assert!".into(),
        template,
        &template.value(),
        rest,
        false,
        &[],
    )?;
    Ok(panic_unless(lower_expr(cond)?, panic, span))
}
