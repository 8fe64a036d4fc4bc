//! `matches!(value, pattern)` and `matches!(value, pattern if guard)`: std's macro is a
//! `match` whose arm for the pattern (with its guard) is `true` and whose other arm is
//! `false`, and is lowered to that `match`.

use syn::parse::{ParseStream, Parser};

use super::{Lowered, lower_expr, lower_pat, match_expr};
use crate::script::error::ScriptError;
use crate::script::ir::{Arm, Expr, ExprKind, Literal, Pat, PatKind};
use crate::script::source::span_of;

/// What `matches!`'s tokens hold: the value, the pattern and the guard.
fn parts(input: ParseStream<'_>) -> syn::Result<(syn::Expr, syn::Pat, Option<syn::Expr>)> {
    let value: syn::Expr = input.parse()?;
    input.parse::<syn::Token![,]>()?;
    let pat = syn::Pat::parse_multi_with_leading_vert(input)?;
    let guard = if input.peek(syn::Token![if]) {
        input.parse::<syn::Token![if]>()?;
        Some(input.parse()?)
    } else {
        None
    };
    if input.peek(syn::Token![,]) {
        input.parse::<syn::Token![,]>()?;
    }
    Ok((value, pat, guard))
}

pub(super) fn lower_matches(mac: &syn::Macro) -> Lowered<ExprKind> {
    let span = span_of(mac);
    let (value, pat, guard) = parts.parse2(mac.tokens.clone()).map_err(|error| {
        ScriptError::new(
            span,
            format!("`matches!` takes a value and a pattern: {error}"),
        )
        .with_help("e.g. `matches!(c, 'a'..='z' | '_')`, `matches!(x, Some(n) if n > 0)`")
    })?;
    let answer = |yes| Expr {
        kind: ExprKind::Lit(Literal::Bool(yes)),
        span,
    };
    let arms = vec![
        Arm {
            pat: lower_pat(&pat)?,
            guard: guard.as_ref().map(lower_expr).transpose()?,
            body: answer(true),
        },
        Arm {
            pat: Pat {
                kind: PatKind::Wild,
                span,
            },
            guard: None,
            body: answer(false),
        },
    ];
    Ok(match_expr(lower_expr(&value)?, arms))
}
