//! `serde_json::json!`: literal contents (`json!({"name": "John", "phones": ["+44 1"]})`) are
//! built here, while lowering, and the program parses their JSON text at run time, which gives
//! the same `Value` (same numbers, same sorted map); Rust expressions inside (`"age": age + 1`)
//! go through serde_json's `to_value`, as the macro's expansion sends them.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use serde_json::{Map, Value};

use super::lower_expr;
use crate::script::error::ScriptError;
use crate::script::ir::Expr;
use crate::script::source::span_of;

type Lowered<T> = Result<T, ScriptError>;

/// What a part of `json!`'s input is: JSON literals throughout, or Rust expressions somewhere.
enum Part {
    Literal(Value),
    Array(Vec<Part>),
    Object(Vec<(Key, Part)>),
    /// An interpolated expression: serde_json's `to_value(&expr).unwrap()`.
    Expr(Box<syn::Expr>),
}

/// An object's key: a string literal, or an expression serde_json turns `.into()` a `String`.
enum Key {
    Literal(String),
    Expr(Box<syn::Expr>),
}

/// `json!(…)`: literal contents as
/// `{ let value: serde_json::Value = serde_json::from_str(TEXT).unwrap(); value }`; with Rust
/// expressions inside, an array as `Value::from(vec![…])` and an object as pairs collected into
/// a `Value`, as the macro's own expansion builds them, each expression through
/// `serde_json::to_value(&expr)`.
pub fn lower_json(mac: &syn::Macro) -> Lowered<Expr> {
    let part = part_of(mac.tokens.clone(), mac)?;
    let block = rust_of(part);
    let mut lowered = lower_expr(&block)?;
    lowered.span = span_of(mac);
    Ok(lowered)
}

fn rust_of(part: Part) -> syn::Expr {
    match part {
        Part::Literal(value) => {
            let text = value.to_string();
            syn::parse_quote!({
                let value: serde_json::Value = serde_json::from_str(#text).unwrap();
                value
            })
        }
        Part::Array(items) => {
            let items = items.into_iter().map(rust_of);
            syn::parse_quote!(serde_json::Value::from(vec![#(#items),*]))
        }
        Part::Object(entries) => {
            let entries = entries.into_iter().map(|(key, value)| {
                let key: syn::Expr = match key {
                    Key::Literal(text) => syn::parse_quote!(String::from(#text)),
                    Key::Expr(expr) => syn::parse_quote!(String::from(#expr)),
                };
                let value = rust_of(value);
                quote::quote!((#key, #value))
            });
            syn::parse_quote!(
                vec![#(#entries),*]
                    .into_iter()
                    .collect::<serde_json::Value>()
            )
        }
        // Spanned at the expression, so what the checker says of it points there.
        Part::Expr(expr) => {
            let span = syn::spanned::Spanned::span(&expr);
            syn::parse_quote_spanned!(span=> serde_json::to_value(&(#expr)).unwrap())
        }
    }
}

fn part_of(tokens: TokenStream, mac: &syn::Macro) -> Lowered<Part> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let part = match tokens.as_slice() {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Brace => {
            let mut entries = Vec::new();
            for entry in split_commas(group.stream()) {
                let Some(at) = key_colon(&entry) else {
                    return Err(interpolated(&entry, mac));
                };
                let (key, value) = (&entry[..at], &entry[at + 1..]);
                let key = match key {
                    [TokenTree::Literal(literal)] => match syn::Lit::new(literal.clone()) {
                        syn::Lit::Str(key) => Key::Literal(key.value()),
                        _ => return Err(interpolated(key, mac)),
                    },
                    _ => Key::Expr(Box::new(expression(key, mac)?)),
                };
                entries.push((key, part_of(value.iter().cloned().collect(), mac)?));
            }
            Part::Object(entries)
        }
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => Part::Array(
            split_commas(group.stream())
                .into_iter()
                .map(|item| part_of(item.into_iter().collect(), mac))
                .collect::<Lowered<Vec<Part>>>()?,
        ),
        [TokenTree::Ident(ident)] if ident == "null" => Part::Literal(Value::Null),
        [TokenTree::Ident(ident)] if ident == "true" || ident == "false" => {
            Part::Literal(Value::Bool(ident == "true"))
        }
        [TokenTree::Literal(literal)] => {
            match literal_value(syn::Lit::new(literal.clone()), false) {
                Some(value) => Part::Literal(value),
                None => Part::Expr(Box::new(expression(&tokens, mac)?)),
            }
        }
        [TokenTree::Punct(minus), TokenTree::Literal(literal)] if minus.as_char() == '-' => {
            match literal_value(syn::Lit::new(literal.clone()), true) {
                Some(value) => Part::Literal(value),
                None => Part::Expr(Box::new(expression(&tokens, mac)?)),
            }
        }
        _ => Part::Expr(Box::new(expression(&tokens, mac)?)),
    };
    Ok(literal_whole(part))
}

/// A part made only of literals, as one literal (built here, parsed back at run time).
fn literal_whole(part: Part) -> Part {
    fn literal(part: &Part) -> Option<Value> {
        match part {
            Part::Literal(value) => Some(value.clone()),
            Part::Array(items) => items
                .iter()
                .map(literal)
                .collect::<Option<_>>()
                .map(Value::Array),
            Part::Object(entries) => {
                let mut map = Map::new();
                for (key, value) in entries {
                    let Key::Literal(key) = key else { return None };
                    map.insert(key.clone(), literal(value)?);
                }
                Some(Value::Object(map))
            }
            Part::Expr(_) => None,
        }
    }
    literal(&part).map_or(part, Part::Literal)
}

/// Where an object entry's key ends: its first lone `:` (not one of a path's `::`).
fn key_colon(entry: &[TokenTree]) -> Option<usize> {
    let colon = |token: &TokenTree| matches!(token, TokenTree::Punct(p) if p.as_char() == ':');
    (0..entry.len()).find(|&at| {
        colon(&entry[at])
            && !(at > 0 && colon(&entry[at - 1]))
            && !entry.get(at + 1).is_some_and(colon)
    })
}

/// Tokens `json!` takes as a Rust expression.
fn expression(tokens: &[TokenTree], mac: &syn::Macro) -> Lowered<syn::Expr> {
    syn::parse2(tokens.iter().cloned().collect()).map_err(|_| interpolated(tokens, mac))
}

/// A string, integer or float literal as `json!` converts it (`Value::from` its Rust value).
fn literal_value(literal: syn::Lit, negative: bool) -> Option<Value> {
    match literal {
        syn::Lit::Str(text) if !negative => Some(Value::String(text.value())),
        syn::Lit::Int(int) if negative => int.base10_parse::<i64>().ok().map(|n| Value::from(-n)),
        syn::Lit::Int(int) => int.base10_parse::<u64>().ok().map(Value::from),
        syn::Lit::Float(float) => {
            let value = float.base10_parse::<f64>().ok()?;
            Some(Value::from(if negative { -value } else { value }))
        }
        _ => None,
    }
}

/// The comma-separated parts of a group's tokens (a trailing comma makes no empty part).
fn split_commas(tokens: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for token in tokens {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(Vec::new()),
            _ => parts.last_mut().expect("one part at least").push(token),
        }
    }
    parts.retain(|part| !part.is_empty());
    parts
}

/// Tokens that are neither JSON nor a Rust expression.
fn interpolated(tokens: &[TokenTree], mac: &syn::Macro) -> ScriptError {
    let span = match tokens.first() {
        Some(first) => crate::script::source::from_line_columns(
            first.span().start(),
            tokens.last().map_or(first.span(), TokenTree::span).end(),
        ),
        None => span_of(mac),
    };
    ScriptError::new(
        span,
        "this part of `json!` is not supported by bufscope yet",
    )
    .with_help("`json!` with JSON literals, objects with keys and values separated by `:`, arrays, and Rust expressions")
}
