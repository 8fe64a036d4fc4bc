//! `unimplemented!`, `todo!` and `unreachable!`: std's `panic!` with its own message — "not
//! implemented", "not yet implemented", "internal error: entered unreachable code" — followed
//! by `: ` and the caller's message when one is given (`panic!("not implemented: {}",
//! format_args!(…))`). The panic hook formats the whole
//! message before writing it, so folding the two templates into one writes the same bytes.

use super::assert::message_template;
use super::{Lowered, lower_format_args, macro_args};
use crate::script::ir::{ExprKind, FormatTarget};

/// `unimplemented!(…)`, `todo!(…)` or `unreachable!(…)` (`name`) as the panic it is.
pub(super) fn lower_todo(mac: &syn::Macro, name: &str) -> Lowered<ExprKind> {
    let what = match name {
        "todo" => "not yet implemented",
        "unreachable" => "internal error: entered unreachable code",
        _ => "not implemented",
    };
    let panic = |template: &syn::LitStr, text: &str, rest: &[syn::Expr]| {
        lower_format_args(
            FormatTarget::Panic,
            format!("{name}!"),
            template,
            text,
            rest,
            false,
            &[],
        )
    };
    let args = macro_args(mac)?;
    let call = match args.split_first() {
        None => panic(
            &syn::LitStr::new(what, mac.path.segments[0].ident.span()),
            what,
            &[],
        )?,
        Some((template, rest)) => {
            let template = message_template(template)?;
            // The caller's template alone first: its errors point into the literal as
            // written, which the prefixed text would shift.
            panic(template, &template.value(), rest)?;
            panic(template, &format!("{what}: {}", template.value()), rest)?
        }
    };
    Ok(ExprKind::Format(call))
}
