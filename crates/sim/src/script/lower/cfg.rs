//! `cfg!(…)` and `#[cfg(…)]`: the configuration predicates of the program rustc builds here,
//! a debug build (the differential test's `cargo build`, whose overflow checks the interpreter
//! runs too) for Linux on x86_64 — the machine the kernel simulates. A key this machine has
//! no value for that a build could still set (`feature = "…"`) is false, as it is for a
//! single-file program; a key bufscope does not know is not supported.

use super::super::error::ScriptError;
use super::super::source::span_of;
use super::Lowered;

/// Whether the predicate `meta` (`debug_assertions`, `not(windows)`, `target_os = "linux"`)
/// holds for the compiled program.
pub fn holds(meta: &syn::Meta) -> Lowered<bool> {
    match meta {
        syn::Meta::Path(path) => {
            let Some(name) = path.get_ident().map(ToString::to_string) else {
                return Err(unknown(meta));
            };
            match name.as_str() {
                "debug_assertions" | "unix" => Ok(true),
                "test" | "windows" | "miri" | "doc" | "doctest" => Ok(false),
                _ => Err(unknown(meta)),
            }
        }
        syn::Meta::NameValue(pair) => {
            let (
                Some(name),
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(value),
                    ..
                }),
            ) = (pair.path.get_ident(), &pair.value)
            else {
                return Err(unknown(meta));
            };
            let here = match name.to_string().as_str() {
                "target_os" => "linux",
                "target_family" => "unix",
                "target_arch" => "x86_64",
                "target_pointer_width" => "64",
                "target_endian" => "little",
                "target_env" => "gnu",
                "target_vendor" => "unknown",
                "panic" => "unwind",
                "feature" => return Ok(false),
                _ => return Err(unknown(meta)),
            };
            Ok(value.value() == here)
        }
        syn::Meta::List(list) => {
            let parts = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
                )
                .map_err(|_| unknown(meta))?;
            let values = parts.iter().map(holds).collect::<Lowered<Vec<bool>>>()?;
            match (
                list.path.get_ident().map(ToString::to_string).as_deref(),
                values.as_slice(),
            ) {
                (Some("not"), [one]) => Ok(!one),
                (Some("all"), _) => Ok(values.iter().all(|v| *v)),
                (Some("any"), _) => Ok(values.iter().any(|v| *v)),
                _ => Err(unknown(meta)),
            }
        }
    }
}

/// Whether what `attrs` are written on is built: every `#[cfg(…)]` among them holds.
pub fn kept(attrs: &[syn::Attribute]) -> Lowered<bool> {
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("cfg")) {
        let Ok(predicate) = attr.parse_args::<syn::Meta>() else {
            return Err(unknown_attr(attr));
        };
        if !holds(&predicate)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `cfg!(pred)`: the `bool` the predicate is for this build.
pub fn cfg_macro(mac: &syn::Macro) -> Lowered<bool> {
    let meta: syn::Meta = mac.parse_body().map_err(|_| {
        ScriptError::new(span_of(mac), "this `cfg!` is not supported by bufscope")
            .with_help("`cfg!(debug_assertions)`, `cfg!(unix)`, `cfg!(target_os = \"linux\")`, with `not`, `all`, `any`")
    })?;
    holds(&meta)
}

fn unknown_attr(attr: &syn::Attribute) -> ScriptError {
    ScriptError::new(
        span_of(attr),
        "this `#[cfg(…)]` is not supported by bufscope",
    )
    .with_help(
        "`#[cfg(test)]`, `#[cfg(unix)]`, `#[cfg(target_os = \"linux\")]`, with `not`, `all`, `any`",
    )
}

fn unknown(meta: &syn::Meta) -> ScriptError {
    ScriptError::new(
        span_of(meta),
        "this configuration predicate is not supported by bufscope",
    )
    .with_help("bufscope builds as rustc builds here, a debug build for Linux on x86_64: `debug_assertions`, `unix`, `windows`, `test`, `target_os`, `target_family`, `target_arch`, `target_pointer_width`, `feature`, with `not`, `all`, `any`")
}
