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

/// Lowers `dbg!()` and `dbg!(expr)`; other arguments are refused as not supported.
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
        [arg] if let Some(shown) = stringified(arg) => {
            // The template is a format string: braces in the text are written doubled.
            let shown = shown.replace('{', "{{").replace('}', "}}");
            let template = syn::LitStr::new(&format!("[{DBG_LOCATION}] {shown} = {{:#?}}"), at);
            let value = syn::Ident::new(VALUE, at);
            let tokens = quote_spanned!(at=>
                match #arg {
                    #value => {
                        eprintln!(#template, &#value);
                        #value
                    }
                }
            );
            syn::parse2(tokens)
                .map_err(|e| reject(mac, &format!("`dbg!` ({e})"), "`dbg!(expr)`"))?
        }
        _ => {
            return Err(reject(
                mac,
                "`dbg!` of several values, or of this expression,",
                "`dbg!()` and `dbg!(expr)` of a variable, a field, a reference, a literal, a call or an operation",
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

/// `stringify!(expr)` as rustc prints an expression fragment (its pretty printer: `&rect1`,
/// `30 * scale`, `v[0]`, `s.len()`), for the expressions whose printing is certain; `None`
/// for any other, which is refused rather than shown differently.
fn stringified(expr: &syn::Expr) -> Option<String> {
    use quote::ToTokens;
    let list = |args: &syn::punctuated::Punctuated<syn::Expr, syn::Token![,]>| {
        args.iter()
            .map(stringified)
            .collect::<Option<Vec<_>>>()
            .map(|items| items.join(", "))
    };
    Some(match expr {
        syn::Expr::Path(path) if path.qself.is_none() => {
            let segments: Vec<String> = path
                .path
                .segments
                .iter()
                .map(|s| s.arguments.is_none().then(|| s.ident.to_string()))
                .collect::<Option<_>>()?;
            segments.join("::")
        }
        syn::Expr::Lit(lit) => lit.lit.to_token_stream().to_string(),
        syn::Expr::Reference(r) => {
            let inner = stringified(&r.expr)?;
            if r.mutability.is_some() {
                format!("&mut {inner}")
            } else {
                format!("&{inner}")
            }
        }
        syn::Expr::Field(field) => {
            let member = match &field.member {
                syn::Member::Named(name) => name.to_string(),
                syn::Member::Unnamed(index) => index.index.to_string(),
            };
            format!("{}.{member}", stringified(&field.base)?)
        }
        syn::Expr::Binary(binary) => format!(
            "{} {} {}",
            stringified(&binary.left)?,
            binary.op.to_token_stream(),
            stringified(&binary.right)?
        ),
        syn::Expr::Unary(unary) => {
            let op = match unary.op {
                syn::UnOp::Deref(_) => "*",
                syn::UnOp::Not(_) => "!",
                syn::UnOp::Neg(_) => "-",
                _ => return None,
            };
            format!("{op}{}", stringified(&unary.expr)?)
        }
        syn::Expr::Paren(paren) => format!("({})", stringified(&paren.expr)?),
        syn::Expr::Cast(cast) => match &*cast.ty {
            syn::Type::Path(ty) if ty.qself.is_none() => {
                format!("{} as {}", stringified(&cast.expr)?, ty.path.get_ident()?)
            }
            _ => return None,
        },
        syn::Expr::Index(index) => {
            format!(
                "{}[{}]",
                stringified(&index.expr)?,
                stringified(&index.index)?
            )
        }
        syn::Expr::Call(call) => format!("{}({})", stringified(&call.func)?, list(&call.args)?),
        syn::Expr::MethodCall(call) if call.turbofish.is_none() => format!(
            "{}.{}({})",
            stringified(&call.receiver)?,
            call.method,
            list(&call.args)?
        ),
        _ => return None,
    })
}
