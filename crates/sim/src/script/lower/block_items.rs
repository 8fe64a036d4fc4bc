//! Items declared in a function's body (`fn`, `struct`, `enum`, `impl`, `const`, `static`,
//! `type`): rustc puts them in scope in the whole body, before their position as after it,
//! gives them the body's `use` items, and lets them capture none of the function's locals
//! (E0434).
//!
//! bufscope takes them out of the body and lowers them as the file's own items, each with the
//! body's `use` items (its scope) and the locals it cannot capture. Their tokens keep their
//! spans, so messages and panics point into the body where they were written. Hoisting keeps
//! names as written: an item whose name appears anywhere outside its body (a use rustc would
//! refuse, or another item it would shadow) is refused as not supported.

use proc_macro2::{LineColumn, TokenStream, TokenTree};
use quote::ToTokens;

use super::{Lowered, reject};
use crate::script::error::ScriptError;
use crate::script::ir::BlockScope;

/// The file's items with every function body's items taken out, each with its scope (empty
/// for the file's own items), in source order of their bodies.
pub fn hoist(file: &[syn::Item]) -> Lowered<Vec<(syn::Item, BlockScope)>> {
    let top = file
        .iter()
        .map(|item| (item.clone(), BlockScope::default()));
    hoist_scoped(top.collect(), &idents_of(file))
}

/// The items among bare statements (the body of the `main` the export wraps them in), taken
/// out of them with their scope, and the items of their bodies after each.
pub fn hoist_statements(stmts: &mut Vec<syn::Stmt>) -> Lowered<Vec<(syn::Item, BlockScope)>> {
    let names = idents_of(stmts);
    let mut taken = Vec::new();
    take_from(stmts, BlockScope::default(), None, &names, &mut taken)?;
    hoist_scoped(taken, &names)
}

/// `items` with the items of their function bodies after each, recursively.
fn hoist_scoped(
    items: Vec<(syn::Item, BlockScope)>,
    names: &[(String, LineColumn)],
) -> Lowered<Vec<(syn::Item, BlockScope)>> {
    let mut done = Vec::new();
    let mut pending: Vec<(syn::Item, BlockScope)> = items.into_iter().rev().collect();
    while let Some((mut item, scope)) = pending.pop() {
        let bodies: Vec<(&syn::Signature, &mut syn::Block)> = match &mut item {
            syn::Item::Fn(function) => vec![(&function.sig, &mut *function.block)],
            syn::Item::Impl(block) => block
                .items
                .iter_mut()
                .filter_map(|impl_item| match impl_item {
                    syn::ImplItem::Fn(function) => Some((&function.sig, &mut function.block)),
                    _ => None,
                })
                .collect(),
            syn::Item::Trait(block) => block
                .items
                .iter_mut()
                .filter_map(|trait_item| match trait_item {
                    syn::TraitItem::Fn(function) => {
                        Some((&function.sig, function.default.as_mut()?))
                    }
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let mut taken = Vec::new();
        for (sig, body) in bodies {
            take_items(sig, body, &scope, names, &mut taken)?;
        }
        done.push((item, scope));
        // An item of a hoisted function's body is hoisted in turn, right after it.
        pending.extend(taken.into_iter().rev());
    }
    Ok(done)
}

/// Takes the items out of one function body's own statements (a nested block's stay, and
/// lowering refuses them).
fn take_items(
    sig: &syn::Signature,
    body: &mut syn::Block,
    outer: &BlockScope,
    names: &[(String, LineColumn)],
    taken: &mut Vec<(syn::Item, BlockScope)>,
) -> Lowered<()> {
    let mut scope = outer.clone();
    for input in &sig.inputs {
        if let syn::FnArg::Typed(typed) = input {
            bindings(&typed.pat, &mut scope.locals);
        }
    }
    let braces = (
        body.brace_token.span.open().start(),
        body.brace_token.span.close().end(),
    );
    take_from(&mut body.stmts, scope, Some(braces), names, taken)
}

/// Takes the items out of `stmts`, a body between `braces` (`None`: the whole script).
fn take_from(
    stmts: &mut Vec<syn::Stmt>,
    outer: BlockScope,
    braces: Option<(LineColumn, LineColumn)>,
    names: &[(String, LineColumn)],
    taken: &mut Vec<(syn::Item, BlockScope)>,
) -> Lowered<()> {
    let BlockScope {
        mut uses,
        mut locals,
    } = outer;
    uses.extend(stmts.iter().filter_map(|stmt| match stmt {
        syn::Stmt::Item(syn::Item::Use(item)) => Some(item.tree.clone()),
        _ => None,
    }));
    for stmt in std::mem::take(stmts) {
        match stmt {
            syn::Stmt::Item(syn::Item::Use(_)) => stmts.push(stmt),
            syn::Stmt::Item(item) => {
                if super::items::compiled_out(&item)? {
                    continue;
                }
                if let Some(name) = item_name(&item) {
                    let outside = |at: &LineColumn| {
                        braces.is_some_and(|(start, end)| *at < start || *at > end)
                    };
                    // The wrapped `main` is found by its name.
                    if braces.is_none() && name == "main" {
                        return Err(reject(
                            &item,
                            "an item named `main` among bare statements",
                            "another name",
                        ));
                    }
                    if names.iter().any(|(n, at)| *n == name && outside(at)) {
                        return Err(reject(
                            &item,
                            &format!(
                                "an item named `{name}` in a function body, a name also used outside that body,"
                            ),
                            "give an item declared in a function body a name used only in that body",
                        ));
                    }
                }
                let scope = BlockScope {
                    uses: uses.clone(),
                    locals: locals.clone(),
                };
                taken.push((item, scope));
            }
            syn::Stmt::Local(local) => {
                // In scope for the items written after it.
                bindings(&local.pat, &mut locals);
                stmts.push(syn::Stmt::Local(local));
            }
            other => stmts.push(other),
        }
    }
    Ok(())
}

/// The names a pattern binds.
fn bindings(pat: &syn::Pat, out: &mut Vec<String>) {
    match pat {
        syn::Pat::Ident(ident) => {
            out.push(ident.ident.to_string());
            if let Some((_, sub)) = &ident.subpat {
                bindings(sub, out);
            }
        }
        syn::Pat::Type(typed) => bindings(&typed.pat, out),
        syn::Pat::Paren(paren) => bindings(&paren.pat, out),
        syn::Pat::Reference(reference) => bindings(&reference.pat, out),
        syn::Pat::Tuple(tuple) => tuple.elems.iter().for_each(|p| bindings(p, out)),
        syn::Pat::TupleStruct(tuple) => tuple.elems.iter().for_each(|p| bindings(p, out)),
        syn::Pat::Slice(slice) => slice.elems.iter().for_each(|p| bindings(p, out)),
        syn::Pat::Struct(fields) => fields.fields.iter().for_each(|f| bindings(&f.pat, out)),
        syn::Pat::Or(or) => or.cases.iter().take(1).for_each(|p| bindings(p, out)),
        _ => {}
    }
}

/// The name an item puts in scope (an `impl` puts none).
fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Fn(item) => &item.sig.ident,
        syn::Item::Struct(item) => &item.ident,
        syn::Item::Enum(item) => &item.ident,
        syn::Item::Const(item) => &item.ident,
        syn::Item::Static(item) => &item.ident,
        syn::Item::Type(item) => &item.ident,
        syn::Item::Trait(item) => &item.ident,
        syn::Item::Mod(item) => &item.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Every identifier of the file (or of the bare statements) and where it starts.
fn idents_of<T: ToTokens>(file: &[T]) -> Vec<(String, LineColumn)> {
    fn walk(tokens: TokenStream, out: &mut Vec<(String, LineColumn)>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) => out.push((ident.to_string(), ident.span().start())),
                TokenTree::Group(group) => walk(group.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for item in file {
        walk(item.to_token_stream(), &mut out);
    }
    out
}

/// An item left in a nested block (`if x { fn f() {} }`) or a closure's body.
pub fn refuse_unhoisted(item: &syn::Item) -> ScriptError {
    reject(
        item,
        "an item inside a nested block",
        "declare it in a function's own body or at the top level",
    )
}
