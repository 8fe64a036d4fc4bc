//! `Value::from_iter(items)`: serde_json's `FromIterator` impl called by name, lowered to the
//! `collect` into serde_json's `Value` the checker and the interpreter already run
//! (`Iterator::collect` is defined as `FromIterator::from_iter(iter)`).

use super::{Lowered, lower_expr};
use crate::script::ir::Expr;
use crate::script::source::span_of;

/// `Value::from_iter(x)` or `serde_json::Value::from_iter(x)` as a `collect::<T>()` of `x`'s
/// items, `T` the type as written; `None` for any other call.
pub fn json_from_iter(call: &syn::ExprCall, func: &syn::ExprPath) -> Option<Lowered<Expr>> {
    let names: Vec<String> = func
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    if !matches!(
        names
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["Value", "from_iter"] | ["serde_json", "Value", "from_iter"]
    ) || func.qself.is_some()
        || func.path.segments.iter().any(|s| !s.arguments.is_none())
        || call.args.len() != 1
    {
        return None;
    }
    let mut ty = func.path.clone();
    ty.segments.pop();
    ty.segments.pop_punct();
    let items = &call.args[0];
    // The items are pulled into a `Vec` first (an iterator has no `into_iter` in bufscope);
    // the items are bound before any name of the block's own, so none hides the script's.
    // Every token of the block is placed at the call, where an error in it is reported.
    let at = syn::spanned::Spanned::span(&call.func);
    let collected: syn::Expr = syn::parse_quote_spanned!(at=> {
        let source = #items;
        let mut items = Vec::new();
        for item in source {
            items.push(item);
        }
        items.into_iter().collect::<#ty>()
    });
    Some(lower_expr(&collected).map(|mut lowered| {
        lowered.span = span_of(call);
        lowered
    }))
}
