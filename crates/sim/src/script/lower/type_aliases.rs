//! `type` aliases (`type Result<T> = std::result::Result<T, Box<dyn Error>>;`), in the file or
//! in a function body: rustc reads an alias as the type it stands for, its parameters replaced
//! by the arguments written, so bufscope writes that type where the alias is named, before
//! anything else reads the items.
//!
//! The expansion works on tokens (the parser has no mutable visitor here): an alias's name
//! is a use of it unless it follows `::` or `.` or stands before a single `:` (a field or a
//! binding of that name). Written arguments keep their spans; the rest of the type carries
//! the alias's.

use std::collections::HashMap;

use proc_macro2::{Delimiter, Group, Spacing, TokenTree};
use quote::ToTokens;

use super::{Lowered, reject};
use crate::script::ir::BlockScope;

/// An alias: its lifetime and type parameters and the type it stands for.
struct Alias {
    lifetimes: Vec<String>,
    params: Vec<String>,
    target: Vec<TokenTree>,
}

/// How deep aliases may name aliases (rustc refuses a cycle with E0391).
const MAX_DEPTH: usize = 16;

/// The items with their `type` aliases written out and the aliases themselves left out.
pub fn expand(items: Vec<(syn::Item, BlockScope)>) -> Lowered<Vec<(syn::Item, BlockScope)>> {
    let mut aliases = HashMap::new();
    for (item, _) in &items {
        if let syn::Item::Type(alias) = item {
            let name = alias.ident.to_string();
            // Written out on tokens, a lower-case alias would also replace a local or a
            // function of its name (`let count = …`), which rustc keeps apart.
            if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
                return Err(reject(
                    &alias.ident,
                    "a `type` alias whose name does not start with an upper-case letter",
                    "alias names in UpperCamelCase",
                ));
            }
            let (lifetimes, params) = alias_params(alias)?;
            let target = alias.ty.to_token_stream().into_iter().collect();
            let alias_def = Alias {
                lifetimes,
                params,
                target,
            };
            if aliases.insert(name, alias_def).is_some() {
                return Err(reject(
                    alias,
                    "a second `type` alias of the same name",
                    "one alias per name",
                ));
            }
        }
    }
    if aliases.is_empty() {
        return Ok(items);
    }
    let mut expanded = Vec::with_capacity(items.len());
    for (item, scope) in items {
        if matches!(item, syn::Item::Type(_)) {
            continue;
        }
        let tokens: Vec<TokenTree> = item.to_token_stream().into_iter().collect();
        let written = write_out(&tokens, &aliases, 0, &item)?;
        let item = syn::parse2(written.into_iter().collect()).map_err(|e| {
            reject(
                &item,
                &format!("this item with its `type` aliases written out ({e})"),
                "aliases of plain types",
            )
        })?;
        expanded.push((item, scope));
    }
    Ok(expanded)
}

/// An alias's lifetime parameters (by name, without the `'`) and type parameters.
fn alias_params(alias: &syn::ItemType) -> Lowered<(Vec<String>, Vec<String>)> {
    let (mut lifetimes, mut params) = (Vec::new(), Vec::new());
    for param in &alias.generics.params {
        match param {
            syn::GenericParam::Type(ty) if ty.bounds.is_empty() && ty.default.is_none() => {
                params.push(ty.ident.to_string());
            }
            syn::GenericParam::Lifetime(def) if def.bounds.is_empty() => {
                lifetimes.push(def.lifetime.ident.to_string());
            }
            other => {
                return Err(reject(
                    other,
                    "this parameter of a `type` alias",
                    "lifetimes and type parameters without bounds (`type Table<'a, T> = …`)",
                ));
            }
        }
    }
    Ok((lifetimes, params))
}

/// `tokens` with every use of an alias replaced by its type.
fn write_out(
    tokens: &[TokenTree],
    aliases: &HashMap<String, Alias>,
    depth: usize,
    item: &syn::Item,
) -> Lowered<Vec<TokenTree>> {
    if depth > MAX_DEPTH {
        return Err(reject(
            item,
            "`type` aliases this deep",
            "aliases of plain types",
        ));
    }
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        i += 1;
        match token {
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let inner = write_out(&inner, aliases, depth, item)?;
                let mut rebuilt = Group::new(group.delimiter(), inner.into_iter().collect());
                rebuilt.set_span(group.span());
                out.push(TokenTree::Group(rebuilt));
            }
            TokenTree::Ident(ident)
                if aliases.contains_key(&ident.to_string())
                    && !follows_path_or_dot(&out)
                    && !before_single_colon(&tokens[i..]) =>
            {
                let alias = &aliases[&ident.to_string()];
                let args = if is_punct(tokens.get(i), '<') {
                    let (args, used) = angle_args(&tokens[i + 1..]).ok_or_else(|| {
                        reject(item, "this use of a `type` alias", "`Alias<Type, …>`")
                    })?;
                    i += used + 1;
                    args
                } else {
                    Vec::new()
                };
                // Lifetimes come first; left out, each is elided (`'_`), as in a signature.
                let given = args
                    .iter()
                    .take_while(|a| is_punct(a.first(), '\''))
                    .count();
                let (lifetime_args, args) = args.split_at(given);
                let elided = lifetime_args.is_empty();
                if args.len() != alias.params.len()
                    || !elided && lifetime_args.len() != alias.lifetimes.len()
                {
                    return Err(reject(
                        item,
                        &format!(
                            "the `type` alias `{ident}` with {} arguments instead of {}",
                            lifetime_args.len() + args.len(),
                            alias.lifetimes.len() + alias.params.len()
                        ),
                        "as many arguments as the alias has parameters",
                    ));
                }
                let arguments = Arguments {
                    lifetimes: lifetime_args,
                    types: args,
                    elided,
                };
                let substituted = substitute(&alias.target, alias, &arguments);
                out.extend(write_out(&substituted, aliases, depth + 1, item)?);
            }
            other => out.push(other.clone()),
        }
    }
    Ok(out)
}

/// The arguments an alias is named with: its lifetimes' (none written: each elided) and its
/// type parameters', each as its tokens.
struct Arguments<'t> {
    lifetimes: &'t [Vec<TokenTree>],
    types: &'t [Vec<TokenTree>],
    elided: bool,
}

/// `tokens` of `alias`'s type with its parameters replaced by `arguments`, inside groups too
/// (`Vec<(&'a str, T)>`).
fn substitute(tokens: &[TokenTree], alias: &Alias, arguments: &Arguments<'_>) -> Vec<TokenTree> {
    let mut substituted = Vec::new();
    let mut target = tokens.iter().peekable();
    while let Some(token) = target.next() {
        match token {
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let inner = substitute(&inner, alias, arguments);
                let mut rebuilt = Group::new(group.delimiter(), inner.into_iter().collect());
                rebuilt.set_span(group.span());
                substituted.push(TokenTree::Group(rebuilt));
            }
            TokenTree::Punct(quote) if quote.as_char() == '\'' => {
                let lifetime = match target.peek() {
                    Some(TokenTree::Ident(name)) => alias.lifetimes.iter().position(|l| *name == l),
                    _ => None,
                };
                match lifetime {
                    Some(_) if arguments.elided => {
                        target.next();
                        substituted.push(token.clone());
                        let anonymous = proc_macro2::Ident::new("_", quote.span());
                        substituted.push(TokenTree::Ident(anonymous));
                    }
                    Some(index) => {
                        target.next();
                        substituted.extend(arguments.lifetimes[index].iter().cloned());
                    }
                    None => substituted.push(token.clone()),
                }
            }
            TokenTree::Ident(name) => match alias.params.iter().position(|p| *name == p) {
                Some(index) => substituted.extend(arguments.types[index].iter().cloned()),
                None => substituted.push(token.clone()),
            },
            other => substituted.push(other.clone()),
        }
    }
    substituted
}

fn is_punct(token: Option<&TokenTree>, c: char) -> bool {
    matches!(token, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// After `::` or `.`: a path's later segment or a field, not the alias.
fn follows_path_or_dot(out: &[TokenTree]) -> bool {
    let path = out.len() >= 2
        && is_punct(out.last(), ':')
        && matches!(&out[out.len() - 2], TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
    path || is_punct(out.last(), '.')
}

/// Before a single `:` (not `::`): a field's or a binding's name.
fn before_single_colon(rest: &[TokenTree]) -> bool {
    matches!(rest.first(), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone)
}

/// The arguments between `<` and its `>` (`rest` starts after the `<`), each as its tokens,
/// and how many tokens the list took with the closing `>`.
fn angle_args(rest: &[TokenTree]) -> Option<(Vec<Vec<TokenTree>>, usize)> {
    let mut args = vec![Vec::new()];
    let mut depth = 0usize;
    for (index, token) in rest.iter().enumerate() {
        if let TokenTree::Punct(p) = token {
            let arrow = index > 0
                && matches!(&rest[index - 1], TokenTree::Punct(prev) if prev.as_char() == '-' && prev.spacing() == Spacing::Joint);
            match p.as_char() {
                '<' => depth += 1,
                '>' if !arrow && depth == 0 => {
                    let args = args.into_iter().filter(|a| !a.is_empty()).collect();
                    return Some((args, index + 1));
                }
                '>' if !arrow => depth -= 1,
                ',' if depth == 0 => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
        }
        if let TokenTree::Group(group) = token
            && group.delimiter() == Delimiter::None
        {
            args.last_mut()?.extend(group.stream());
            continue;
        }
        args.last_mut()?.push(token.clone());
    }
    None
}
