//! `dbg!`: std's macro prints `[file:line:column] expr = value` with `{:#?}` to stderr through
//! `eprintln!` and gives the value back; of several values, it is `(dbg!(a), dbg!(b), …)`, each
//! line at the location of the outer call (`line!()` in a macro names the outermost one). rustc folds `file!()`, `line!()`, `column!()` and
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

/// Lowers `dbg!()`, `dbg!(expr)` and `dbg!(a, b, …)`; an expression whose printing is not
/// certain is refused as not supported.
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
        [arg] => shown_and_given_back(mac, arg, at)?,
        values => {
            // std's third arm: a tuple of one `dbg!` per value, trailing comma and all.
            let each = values
                .iter()
                .map(|value| shown_and_given_back(mac, value, at))
                .collect::<Lowered<Vec<_>>>()?;
            syn::parse_quote_spanned!(at=> (#(#each),*,))
        }
    };
    let mut expr = lower_expr(&expanded)?;
    mark_dbg(&mut expr.kind);
    expr.span = span_of(mac);
    Ok(expr)
}

/// `match value { tmp => { eprintln!("[…] value = {:#?}", &tmp); tmp } }`: std's expansion of
/// `dbg!(value)`.
fn shown_and_given_back(
    mac: &syn::Macro,
    value: &syn::Expr,
    at: proc_macro2::Span,
) -> Lowered<syn::Expr> {
    let Some(shown) = stringified(value) else {
        return Err(reject(
            value,
            "`dbg!` of this expression",
            "`dbg!` of variables, fields, references, literals, calls, method calls, \
             operations, ranges, tuples, arrays and closures with plain parameters",
        ));
    };
    // The template is a format string: braces in the text are written doubled.
    let shown = shown.replace('{', "{{").replace('}', "}}");
    let template = syn::LitStr::new(&format!("[{DBG_LOCATION}] {shown} = {{:#?}}"), at);
    let tmp = syn::Ident::new(VALUE, at);
    let tokens = quote_spanned!(at=>
        match #value {
            #tmp => {
                eprintln!(#template, &#tmp);
                #tmp
            }
        }
    );
    syn::parse2(tokens).map_err(|e| reject(mac, &format!("`dbg!` ({e})"), "`dbg!(expr)`"))
}

/// Names the `eprintln!` of the expansion `dbg!`, which tells the interpreter to fill in the
/// location.
fn mark_dbg(kind: &mut ExprKind) {
    match kind {
        ExprKind::Format(call) => call.macro_name = "dbg!".into(),
        ExprKind::Tuple(items) => items.iter_mut().for_each(|item| mark_dbg(&mut item.kind)),
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
        syn::Expr::MethodCall(call) => {
            let turbofish = match &call.turbofish {
                Some(generics) => format!("::<{}>", generic_args(&generics.args)?),
                None => String::new(),
            };
            format!(
                "{}.{}{turbofish}({})",
                stringified(&call.receiver)?,
                call.method,
                list(&call.args)?
            )
        }
        // A one-item tuple keeps its comma: `(a,)`.
        syn::Expr::Tuple(tuple) if tuple.elems.len() == 1 => {
            format!("({},)", stringified(&tuple.elems[0])?)
        }
        syn::Expr::Tuple(tuple) => format!("({})", list(&tuple.elems)?),
        syn::Expr::Array(array) => format!("[{}]", list(&array.elems)?),
        syn::Expr::Repeat(repeat) => format!(
            "[{}; {}]",
            stringified(&repeat.expr)?,
            stringified(&repeat.len)?
        ),
        syn::Expr::Range(range) => {
            let end =
                |e: &Option<Box<syn::Expr>>| e.as_deref().map_or(Some(String::new()), stringified);
            let limits = match range.limits {
                syn::RangeLimits::HalfOpen(_) => "..",
                syn::RangeLimits::Closed(_) => "..=",
            };
            format!("{}{limits}{}", end(&range.start)?, end(&range.end)?)
        }
        // `|n| n * 2`, `move |a, b| a + b`: plain parameters and a body without a block (a
        // block's printing breaks lines).
        syn::Expr::Closure(closure)
            if closure.asyncness.is_none()
                && closure.constness.is_none()
                && closure.lifetimes.is_none()
                && matches!(closure.output, syn::ReturnType::Default)
                && !matches!(*closure.body, syn::Expr::Block(_)) =>
        {
            let params = closure
                .inputs
                .iter()
                .map(|param| match param {
                    syn::Pat::Ident(ident)
                        if ident.by_ref.is_none()
                            && ident.mutability.is_none()
                            && ident.subpat.is_none() =>
                    {
                        Some(ident.ident.to_string())
                    }
                    syn::Pat::Wild(_) => Some("_".to_string()),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?;
            let moved = if closure.capture.is_some() {
                "move "
            } else {
                ""
            };
            format!(
                "{moved}|{}| {}",
                params.join(", "),
                stringified(&closure.body)?
            )
        }
        _ => return None,
    })
}

/// A turbofish's or a path's generic arguments as rustc prints them (`i32`, `Vec<_>`, `&str`),
/// for types whose printing is certain.
fn generic_args(
    args: &syn::punctuated::Punctuated<syn::GenericArgument, syn::Token![,]>,
) -> Option<String> {
    let shown = args
        .iter()
        .map(|arg| match arg {
            syn::GenericArgument::Type(ty) => type_shown(ty),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(shown.join(", "))
}

/// A type as rustc's pretty printer writes it: a path with generic arguments, `_`, a reference.
fn type_shown(ty: &syn::Type) -> Option<String> {
    Some(match ty {
        syn::Type::Infer(_) => "_".to_string(),
        syn::Type::Reference(r) if r.lifetime.is_none() => {
            let mutable = if r.mutability.is_some() { "mut " } else { "" };
            format!("&{mutable}{}", type_shown(&r.elem)?)
        }
        syn::Type::Path(path) if path.qself.is_none() => {
            let segments = path
                .path
                .segments
                .iter()
                .map(|s| match &s.arguments {
                    syn::PathArguments::None => Some(s.ident.to_string()),
                    syn::PathArguments::AngleBracketed(args) => {
                        Some(format!("{}<{}>", s.ident, generic_args(&args.args)?))
                    }
                    syn::PathArguments::Parenthesized(_) => None,
                })
                .collect::<Option<Vec<_>>>()?;
            segments.join("::")
        }
        _ => return None,
    })
}
