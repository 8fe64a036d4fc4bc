//! `ref mut` bindings borrow the place a pattern matches mutably (`if let Some(ref mut w) =
//! self.out`): the place must be a `mut` binding or reached through `&mut`. rustc's E0596
//! then names the part the binding borrows (`opt.0`, `self.out.0`, `p.x`) at the binding.

use super::super::error::ScriptError;
use super::super::ir::{Expr, Pat, PatKind};
use super::patterns::Binding;
use super::places::place_text;
use super::statements::is_place;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// Checks that `scrutinee` may be borrowed mutably by the `ref mut` bindings of `pat`
    /// (already typed), and records the borrow. A temporary may always be.
    pub(super) fn borrow_for_ref_mut(
        &mut self,
        pat: &Pat,
        scrutinee: &Expr,
        bindings: &[Binding],
    ) -> Checked<()> {
        let mut parts = Vec::new();
        ref_mut_parts(pat, String::new(), &mut parts);
        let Some((part, at)) = parts.into_iter().next() else {
            return Ok(());
        };
        if let Some(moved) = bindings.iter().find(|binding| binding.moves) {
            // rustc moves only that part out; the checker would count the place moved whole.
            return Err(ScriptError::new(
                moved.span,
                "a binding that moves a part out beside a `ref mut` binding is not supported by bufscope yet",
            )
            .with_help("bind the part with `ref` or `ref mut` too, or take it out after the `ref mut` borrow ends"));
        }
        if !is_place(scrutinee) {
            return Ok(());
        }
        self.require_mutable_place(scrutinee)
            .map_err(|error| worded_for_part(error, scrutinee, &part, at))
    }
}

/// Each `ref mut` binding of `pat`: the projection to the part it borrows (`.0`, `.1.0`,
/// `.x`), after `path`, and where it is written.
fn ref_mut_parts(pat: &Pat, path: String, parts: &mut Vec<(String, Span)>) {
    match &pat.kind {
        PatKind::Binding {
            by_ref,
            mutable,
            sub,
            ..
        } => {
            if *by_ref && *mutable {
                parts.push((path.clone(), pat.span));
            }
            if let Some(sub) = sub {
                ref_mut_parts(sub, path, parts);
            }
        }
        PatKind::Tuple(items) | PatKind::Variant { fields: items, .. } => {
            for (i, item) in items.iter().enumerate() {
                ref_mut_parts(item, format!("{path}.{i}"), parts);
            }
        }
        PatKind::Struct { fields, .. } => {
            for (name, field) in fields {
                ref_mut_parts(field, format!("{path}.{name}"), parts);
            }
        }
        PatKind::Or(cases) => {
            for case in cases {
                ref_mut_parts(case, path.clone(), parts);
            }
        }
        PatKind::Ref(inner) => ref_mut_parts(inner, path, parts),
        // Through `&mut` a slice pattern is refused (`check/slice_patterns.rs`); by value its
        // items are an array's, borrowed by index.
        PatKind::Slice { before, after, .. } => {
            for (i, item) in PatKind::slice_items(before, after).enumerate() {
                ref_mut_parts(item, format!("{path}[{i}]"), parts);
            }
        }
        PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => {}
    }
}

/// `require_mutable_place`'s E0596 as rustc words it for a `ref mut` binding: the part
/// borrowed, at the binding. An element (`v[0]`) keeps the wording for its vector, as rustc
/// does.
fn worded_for_part(error: ScriptError, scrutinee: &Expr, part: &str, at: Span) -> ScriptError {
    let Some(text) = place_text(scrutinee).filter(|text| !text.starts_with('*')) else {
        return error;
    };
    if error.code.as_deref() != Some("E0596") {
        return error;
    }
    let root = text.split('.').next().unwrap_or_default().to_string();
    if error.message.contains("not declared as mutable") {
        ScriptError::rustc(
            "E0596",
            at,
            format!(
                "cannot borrow `{text}{part}` as mutable, as `{root}` is not declared as mutable"
            ),
        )
        .with_help(format!(
            "consider changing this to be mutable: `mut {root}`"
        ))
    } else if error.message.contains("in a `&` reference") {
        ScriptError::rustc(
            "E0596",
            at,
            format!("cannot borrow `{text}{part}` as mutable, as it is behind a `&` reference"),
        )
        .with_help(format!("`{root}` is a `&` reference: take `&mut` instead"))
    } else {
        error
    }
}
