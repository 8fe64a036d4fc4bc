//! `dbg!`: std's macro prints `[file:line:column] expr = value` with `{:#?}` to stderr through
//! `eprintln!` and gives the value back. rustc folds `file!()`, `line!()`, `column!()` and
//! `stringify!(expr)` into the template (one `write` for `[src/main.rs:7:5] args = `, measured
//! with strace); the file is known at run time only, so the template holds
//! [`DBG_LOCATION`] where the interpreter writes `file:line:column`.

use quote::quote_spanned;

use super::{Lowered, lower_expr, reject};
use crate::script::ir::ExprKind;
use crate::script::source::span_of;

/// Where the template has `file:line:column`: the file is known at run time only.
pub const DBG_LOCATION: char = '\0';

/// The binding std's expansion calls `tmp` (hygienic there; no script can write `#`).
const VALUE: &str = "__bufscope_dbg_value";

/// Lowers `dbg!()` and `dbg!(name)`; other arguments are refused as not supported.
pub fn lower_dbg(mac: &syn::Macro) -> Lowered<super::super::ir::Expr> {
    let at = mac
        .path
        .segments
        .last()
        .map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
    let args = super::macro_args(mac)?;
    let expanded: syn::Expr = match args.as_slice() {
        [] => {
            let template = syn::LitStr::new(&format!("[{DBG_LOCATION}]"), at);
            syn::parse_quote_spanned!(at=> eprintln!(#template))
        }
        [syn::Expr::Path(path)] if path.path.get_ident().is_some() && path.qself.is_none() => {
            let name = path
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            let template = syn::LitStr::new(&format!("[{DBG_LOCATION}] {name} = {{:#?}}"), at);
            let value = syn::Ident::new(VALUE, at);
            let tokens = quote_spanned!(at=>
                match #path {
                    #value => {
                        eprintln!(#template, &#value);
                        #value
                    }
                }
            );
            syn::parse2(tokens)
                .map_err(|e| reject(mac, &format!("`dbg!` ({e})"), "`dbg!(name)`"))?
        }
        _ => {
            return Err(reject(
                mac,
                "`dbg!` of anything but one variable",
                "`dbg!()` and `dbg!(name)`",
            ));
        }
    };
    let mut expr = lower_expr(&expanded)?;
    mark_dbg(&mut expr.kind);
    expr.span = span_of(mac);
    Ok(expr)
}

/// Names the `eprintln!` of the expansion `dbg!`, which tells the interpreter to fill in the
/// location.
fn mark_dbg(kind: &mut ExprKind) {
    match kind {
        ExprKind::Format(call) => call.macro_name = "dbg!".into(),
        ExprKind::Match { arms, .. } => {
            if let Some(ExprKind::Block(block)) = arms.first_mut().map(|arm| &mut arm.body.kind)
                && let Some(super::super::ir::Stmt::Expr(first)) = block.stmts.first_mut()
            {
                mark_dbg(&mut first.kind);
            }
        }
        _ => {}
    }
}
