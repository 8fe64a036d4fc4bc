//! Lowers macro invocations: the format family (`println!`, `write!`, `format!`, `panic!`…)
//! into a [`FormatCall`] with rustc's lowering of its template, and `vec!`.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use syn::punctuated::Punctuated;

use super::literal_spans::value_span;
use super::lower_expr;
use crate::format::lower::{ArgSyntax, Lowering, lower};
use crate::format::template::parse_template;
use crate::script::error::ScriptError;
use crate::script::ir::{Expr, ExprKind, FormatCall, FormatTarget};
use crate::script::source::span_of;
use crate::trace::Span;

type Lowered<T> = Result<T, ScriptError>;

const FORMAT_MACROS: &str = "println!, print!, eprintln!, eprint!, write!, writeln!, format!, panic!, vec!, assert_eq!, assert_ne!, assert! with a message, matches!, dbg! of a variable, unimplemented!, todo!, unreachable!, cfg!, serde_json's json! of literals";

/// Lowers `mac` to an expression.
pub fn lower_macro(mac: &syn::Macro) -> Lowered<Expr> {
    let name = mac
        .path
        .segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default();
    let span = span_of(mac);
    let kind = match name.as_str() {
        "println" | "print" | "eprintln" | "eprint" | "format" | "panic" => {
            let target = match name.as_str() {
                "println" | "print" => FormatTarget::Stdout,
                "eprintln" | "eprint" => FormatTarget::Stderr,
                "format" => FormatTarget::String,
                _ => FormatTarget::Panic,
            };
            let args = macro_args(mac)?;
            ExprKind::Format(format_call(mac, &name, target, &args)?)
        }
        "write" | "writeln" => {
            let args = macro_args(mac)?;
            let Some((writer, rest)) = args.split_first() else {
                return Err(ScriptError::new(
                    span,
                    format!("`{name}!` needs a writer and a format string"),
                )
                .with_help(format!("e.g. `{name}!(w, \"{{}}\", x)?`")));
            };
            let target = FormatTarget::Writer(Box::new(lower_expr(writer)?));
            ExprKind::Format(format_call(mac, &name, target, rest)?)
        }
        "vec" => lower_vec(mac)?,
        "json" => return super::json_macro::lower_json(mac),
        "assert_eq" | "assert_ne" => super::lower_assert_compare(mac, name == "assert_eq")?,
        "assert" => super::lower_assert(mac)?,
        "matches" => super::matches_macro::lower_matches(mac)?,
        "dbg" => return super::lower_dbg(mac),
        "unimplemented" | "todo" | "unreachable" => super::todo_macro::lower_todo(mac, &name)?,
        "cfg" => ExprKind::Lit(super::super::ir::Literal::Bool(super::cfg::cfg_macro(mac)?)),
        other => {
            return Err(ScriptError::new(
                span_of(&mac.path),
                format!("the macro `{other}!` is not supported by bufscope"),
            )
            .with_help(format!("supported macros: {FORMAT_MACROS}")));
        }
    };
    Ok(Expr { kind, span })
}

/// `w.write_fmt(format_args!(…))`, which is what `write!(w, …)` expands to: the same call.
pub fn lower_write_fmt(call: &syn::ExprMethodCall) -> Option<Lowered<ExprKind>> {
    let [syn::Expr::Macro(arg)] = call.args.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    if call.method != "write_fmt" || !arg.mac.path.is_ident("format_args") {
        return None;
    }
    Some((|| {
        let args = macro_args(&arg.mac)?;
        let target = FormatTarget::Writer(Box::new(lower_expr(&call.receiver)?));
        Ok(ExprKind::Format(format_call(
            &arg.mac, "write", target, &args,
        )?))
    })())
}

pub(super) fn macro_args(mac: &syn::Macro) -> Lowered<Vec<syn::Expr>> {
    let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
    let args = mac.parse_body_with(parser).map_err(|e| {
        let span = e.span();
        ScriptError::new(
            crate::script::source::from_line_columns(span.start(), span.end()),
            e.to_string(),
        )
    })?;
    Ok(args.into_iter().collect())
}

/// How an argument is written, for rustc's folding of literal arguments.
fn arg_syntax(expr: &syn::Expr) -> ArgSyntax {
    match expr {
        syn::Expr::Paren(paren) => arg_syntax(&paren.expr),
        syn::Expr::Group(group) => arg_syntax(&group.expr),
        syn::Expr::Reference(reference) => arg_syntax(&reference.expr),
        syn::Expr::Lit(lit) => match &lit.lit {
            syn::Lit::Str(s) => ArgSyntax::Str(s.value()),
            syn::Lit::Int(int) => ArgSyntax::Int(int.to_string()),
            _ => ArgSyntax::Other,
        },
        syn::Expr::Path(path) if path.qself.is_none() && path.path.segments.len() == 1 => {
            ArgSyntax::Ident(path.path.segments[0].ident.to_string())
        }
        _ => ArgSyntax::Other,
    }
}

/// Why rustc would reject a template: where (a byte offset into it), the message, its note.
type TemplateRejection = (Option<usize>, String, Option<String>);

/// rustc's lowering of a template and its arguments.
fn lower_template(
    text: &str,
    positional: &[ArgSyntax],
    named: &[(String, ArgSyntax)],
    newline: bool,
) -> Result<Lowering, TemplateRejection> {
    let parts = parse_template(text).map_err(|e| (Some(e.offset), e.message, e.note))?;
    lower(&parts, positional, named, newline).map_err(|e| (e.offset, e.message, e.note))
}

/// The script error for a rejected template; rustc's note becomes the help.
fn rejection(span: Span, (_, message, note): TemplateRejection) -> ScriptError {
    let error = ScriptError::new(span, message);
    match note {
        Some(note) => error.with_help(note),
        None => error,
    }
}

pub(super) fn format_call(
    mac: &syn::Macro,
    name: &str,
    target: FormatTarget,
    args: &[syn::Expr],
) -> Lowered<FormatCall> {
    let newline = matches!(name, "println" | "eprintln" | "writeln");
    let macro_name = format!("{name}!");
    let Some((template, rest)) = args.split_first() else {
        // `println!()` / `writeln!(w)` print just the newline, `panic!()` std's own message;
        // `print!()` is an error in rustc.
        if newline || name == "panic" {
            let text = if newline { "" } else { "explicit panic" };
            let lowering =
                lower_template(text, &[], &[], newline).map_err(|e| rejection(span_of(mac), e))?;
            return Ok(FormatCall {
                target,
                macro_name,
                lowering,
                args: Vec::new(),
            });
        }
        return Err(
            ScriptError::new(span_of(mac), format!("`{name}!` needs a format string"))
                .with_help(format!("e.g. `{name}!(\"{{}}\", x)`")),
        );
    };
    let syn::Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(template),
        ..
    }) = template
    else {
        return Err(ScriptError::new(
            span_of(template),
            "format argument must be a string literal",
        )
        .with_help("write the format string inline, e.g. `\"{}\"`"));
    };
    lower_format_args(
        target,
        macro_name,
        template,
        &template.value(),
        rest,
        newline,
        &[],
    )
}

/// A format call whose template text may differ from the literal it came from (`assert_eq!`
/// wraps the user's message), with `extra` named arguments appended (name, expression).
pub(super) fn lower_format_args(
    target: FormatTarget,
    macro_name: String,
    template: &syn::LitStr,
    text: &str,
    rest: &[syn::Expr],
    newline: bool,
    extra: &[(String, Expr)],
) -> Lowered<FormatCall> {
    let mut positional = Vec::new();
    let mut named = Vec::new();
    let mut positional_exprs = Vec::new();
    let mut named_exprs = Vec::new();
    for arg in rest {
        // `name = value` is a named argument.
        if let syn::Expr::Assign(assign) = arg
            && let syn::Expr::Path(path) = &*assign.left
            && path.path.segments.len() == 1
        {
            named.push((
                path.path.segments[0].ident.to_string(),
                arg_syntax(&assign.right),
            ));
            named_exprs.push(lower_expr(&assign.right)?);
            continue;
        }
        if !named.is_empty() {
            return Err(ScriptError::new(
                span_of(arg),
                "positional arguments cannot follow named arguments",
            ));
        }
        positional.push(arg_syntax(arg));
        positional_exprs.push(lower_expr(arg)?);
    }
    for (name, expr) in extra {
        named.push((name.clone(), ArgSyntax::Other));
        named_exprs.push(expr.clone());
    }
    let lowering = lower_template(text, &positional, &named, newline)
        .map_err(|e| rejection(literal_position(template, e.0), e))?;
    let mut exprs = positional_exprs;
    exprs.extend(named_exprs);
    // Inline captures (`{x}`) are arguments rustc adds; they become variable reads, at the
    // name inside the string, where rustc points.
    for (captured, &offset) in lowering.captures.iter().zip(&lowering.capture_offsets) {
        exprs.push(Expr {
            kind: ExprKind::Var(captured.clone()),
            span: value_span(template, offset, captured.len()),
        });
    }
    Ok(FormatCall {
        target,
        macro_name,
        lowering,
        args: exprs,
    })
}

/// The span of byte `offset` inside a string literal, or the whole literal.
fn literal_position(literal: &syn::LitStr, offset: Option<usize>) -> Span {
    match offset {
        Some(offset) => value_span(literal, offset, 1),
        None => span_of(literal),
    }
}

fn lower_vec(mac: &syn::Macro) -> Lowered<ExprKind> {
    // `vec![…]` has the syntax of an array expression inside the brackets.
    let tokens: TokenStream = mac.tokens.clone();
    let group = TokenTree::Group(Group::new(Delimiter::Bracket, tokens));
    let array: syn::Expr = syn::parse2(TokenStream::from(group)).map_err(|e| {
        let span = e.span();
        ScriptError::new(
            crate::script::source::from_line_columns(span.start(), span.end()),
            e.to_string(),
        )
    })?;
    Ok(match &array {
        syn::Expr::Repeat(repeat) => ExprKind::VecRepeat(
            Box::new(lower_expr(&repeat.expr)?),
            Box::new(lower_expr(&repeat.len)?),
        ),
        syn::Expr::Array(list) => ExprKind::VecList(
            list.elems
                .iter()
                .map(lower_expr)
                .collect::<Lowered<Vec<_>>>()?,
        ),
        other => {
            return Err(ScriptError::new(span_of(other), "unsupported `vec!` form")
                .with_help("`vec![x; n]` or `vec![a, b, c]`"));
        }
    })
}
