//! `serde_json::json!` with literal contents (`json!({"name": "John", "phones": ["+44 1"]})`):
//! the value is built here, while lowering, and the program parses its JSON text at run time,
//! which gives the same `Value` (same numbers, same sorted map). Interpolated Rust
//! expressions (`"age": age + 1`) are not supported yet.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use serde_json::{Map, Value};

use super::lower_expr;
use crate::script::error::ScriptError;
use crate::script::ir::Expr;
use crate::script::source::span_of;

type Lowered<T> = Result<T, ScriptError>;

/// `json!(…)` as `{ let value: serde_json::Value = serde_json::from_str(TEXT).unwrap(); value }`.
pub fn lower_json(mac: &syn::Macro) -> Lowered<Expr> {
    let value = value_of(mac.tokens.clone(), mac)?;
    let text = value.to_string();
    let block: syn::Expr = syn::parse_quote!({
        let value: serde_json::Value = serde_json::from_str(#text).unwrap();
        value
    });
    let mut lowered = lower_expr(&block)?;
    lowered.span = span_of(mac);
    Ok(lowered)
}

fn value_of(tokens: TokenStream, mac: &syn::Macro) -> Lowered<Value> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    match tokens.as_slice() {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Brace => {
            let mut map = Map::new();
            for entry in split_commas(group.stream()) {
                let colon = entry
                    .iter()
                    .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ':'));
                let (key, value) = match colon {
                    Some(at) => (&entry[..at], &entry[at + 1..]),
                    None => return Err(interpolated(&entry, mac)),
                };
                let key = match key {
                    [TokenTree::Literal(literal)] => match syn::Lit::new(literal.clone()) {
                        syn::Lit::Str(key) => key.value(),
                        _ => return Err(interpolated(key, mac)),
                    },
                    _ => return Err(interpolated(key, mac)),
                };
                map.insert(key, value_of(value.iter().cloned().collect(), mac)?);
            }
            Ok(Value::Object(map))
        }
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => {
            split_commas(group.stream())
                .into_iter()
                .map(|item| value_of(item.into_iter().collect(), mac))
                .collect::<Lowered<Vec<Value>>>()
                .map(Value::Array)
        }
        [TokenTree::Ident(ident)] if ident == "null" => Ok(Value::Null),
        [TokenTree::Ident(ident)] if ident == "true" || ident == "false" => {
            Ok(Value::Bool(ident == "true"))
        }
        [TokenTree::Literal(literal)] => literal_value(syn::Lit::new(literal.clone()), false)
            .ok_or_else(|| interpolated(&tokens, mac)),
        [TokenTree::Punct(minus), TokenTree::Literal(literal)] if minus.as_char() == '-' => {
            literal_value(syn::Lit::new(literal.clone()), true)
                .ok_or_else(|| interpolated(&tokens, mac))
        }
        _ => Err(interpolated(&tokens, mac)),
    }
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
        "a Rust expression inside `json!` is not supported by bufscope yet",
    )
    .with_help("`json!` with JSON literals: objects with string keys, arrays, strings, numbers, `true`, `false`, `null`")
}
