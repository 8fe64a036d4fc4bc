//! Patterns of std's `cmp::Reverse`, a tuple struct of one field: `let Reverse(x) =
//! heap.pop().unwrap();`, `while let Some(Reverse(x)) = heap.pop()`. The name must reach
//! `std::cmp::Reverse` through the imports (the script's own `Reverse` is not it); the field's
//! pattern matches the value it holds, and `Reverse(p)` is irrefutable when `p` is.

use super::super::error::ScriptError;
use super::super::ir::{Pat, PatKind};
use super::super::ty::Ty;
use super::patterns::{Binding, Coverage, fields_span};
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

/// rustc's E0023: a pattern `pat` of several `fields` for a tuple struct or variant (`what`)
/// of one.
pub(super) fn one_field_expected(pat: &Pat, fields: &[Pat], what: &str) -> ScriptError {
    let n = fields.len();
    ScriptError::rustc(
        "E0023",
        fields_span(pat, fields),
        format!(
            "this pattern has {n} field{}, but the corresponding {what} has 1 field",
            if n == 1 { "" } else { "s" }
        ),
    )
}

impl Checker<'_> {
    /// Whether `name` resolves to std's `Reverse` through the imports.
    pub(super) fn is_std_reverse(&self, name: &str) -> bool {
        let segments: Vec<String> = name.split("::").map(str::to_string).collect();
        self.items.get(&segments[0]).is_none()
            && self.imports.full_path(&segments).as_deref() == Some("std::cmp::Reverse")
    }

    /// Checks `pat` if it is `Reverse(p)` (`Ok(false)`: it is not one).
    pub(super) fn reverse_pattern(
        &mut self,
        pat: &Pat,
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<bool> {
        let PatKind::Variant { name, fields, .. } = &pat.kind else {
            return Ok(false);
        };
        if !self.is_std_reverse(name) {
            if name == "Reverse" {
                // Not imported, or the script's own: patterns of tuple structs are not
                // followed yet.
                return Err(ScriptError::new(
                    pat.span,
                    "this pattern is not supported by bufscope",
                )
                .with_help(
                    "`Reverse(x)` is std's `cmp::Reverse` once imported: `use std::cmp::Reverse;`",
                ));
            }
            return Ok(false);
        }
        let [field] = fields.as_slice() else {
            return Err(one_field_expected(pat, fields, "tuple struct"));
        };
        let held = self.infer.fresh();
        self.pattern_type(pat.span, expected, &Ty::adt("Reverse", vec![held.clone()]))?;
        self.pattern(field, &held, mode, bindings)?;
        self.rewrites.push(Rewrite {
            expr: std::ptr::from_ref::<Pat>(pat) as usize,
            site: Site::StdVariant("Reverse"),
        });
        Ok(true)
    }

    /// Which `Reverse(x)` no pattern covers: the `x` its fields' patterns leave uncovered.
    pub(super) fn missing_reverse(&mut self, flat: &[&Pat], held: &Ty) -> Coverage {
        let fields: Vec<&Pat> = flat
            .iter()
            .filter_map(|pat| match &pat.kind {
                PatKind::Variant { name, fields, .. } if self.is_std_reverse(name) => {
                    fields.first()
                }
                _ => None,
            })
            .collect();
        match self.missing(&fields, held) {
            Coverage::Missing(inner) => Coverage::Missing(format!("Reverse({inner})")),
            other => other,
        }
    }
}
