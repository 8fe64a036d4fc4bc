//! serde_json's enums' variants, named through the script's imports (and never a type of the
//! script's own): `Value::String(s)`, `Value::Array(items)`… as constructors and patterns, and
//! `Entry::Vacant(e)`/`Entry::Occupied(e)` of `serde_json::map::Entry` as patterns; and which
//! of them a `match` covers.

use super::super::error::ScriptError;
use super::super::ir::{Expr, Pat, PatKind};
use super::super::ty::Ty;
use super::patterns::{Binding, Coverage, irrefutable};
use super::{Checked, Checker};
use crate::trace::Span;

/// The variants of `serde_json::Value`, with what each holds.
const VALUE_VARIANTS: &[&str] = &["Null", "Bool", "Number", "String", "Array", "Object"];
/// The variants of `serde_json::map::Entry`.
const ENTRY_VARIANTS: &[&str] = &["Vacant", "Occupied"];

fn json_value() -> Ty {
    Ty::adt("JsonValue", Vec::new())
}

/// What a variant of serde_json's holds (`None`: a unit variant), by its full path.
fn variant_field(full: &str) -> Option<(Ty, Option<Ty>)> {
    let entry = || Ty::adt("JsonEntry", Vec::new());
    Some(match full {
        "serde_json::map::Entry::Vacant" => (entry(), Some(Ty::adt("JsonVacantEntry", vec![]))),
        "serde_json::map::Entry::Occupied" => (entry(), Some(Ty::adt("JsonOccupiedEntry", vec![]))),
        "serde_json::Value::Null" => (json_value(), None),
        "serde_json::Value::Bool" => (json_value(), Some(Ty::Bool)),
        "serde_json::Value::Number" => (json_value(), Some(Ty::adt("JsonNumber", vec![]))),
        "serde_json::Value::String" => (json_value(), Some(Ty::adt("String", vec![]))),
        "serde_json::Value::Array" => (json_value(), Some(Ty::vec(json_value()))),
        "serde_json::Value::Object" => (
            json_value(),
            Some(Ty::adt(
                "JsonMap",
                vec![Ty::adt("String", vec![]), json_value()],
            )),
        ),
        _ => return None,
    })
}

impl Checker<'_> {
    /// The full path of a variant of serde_json's that `written` names through the imports.
    fn json_variant_path(&self, written: &[String]) -> Option<String> {
        let first = written.first()?;
        if self.items.get(first).is_some() {
            return None;
        }
        let full = self.imports.full_path(written)?;
        variant_field(&full).map(|_| full)
    }

    /// `Value::String(s)` and the other tuple variants of `serde_json::Value` called as
    /// constructors; `None` for any other path.
    pub(super) fn json_variant_call(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        let Some(full) = self.json_variant_path(written) else {
            return Ok(None);
        };
        let Some((ty, Some(field))) = variant_field(&full) else {
            return Ok(None);
        };
        if ty != json_value() {
            return Ok(None);
        }
        let [arg] = args else {
            return Err(ScriptError::new(
                span,
                format!(
                    "`{}` with other than one value is not supported by bufscope",
                    written.join("::")
                ),
            ));
        };
        self.expect_type(arg, &field)?;
        Ok(Some(ty))
    }

    /// `Value::String(s)`, `Entry::Occupied(e)`… as a pattern; `None` when `name` is no
    /// variant of serde_json's.
    pub(super) fn json_variant_pattern(
        &mut self,
        pat: &Pat,
        name: &str,
        fields: &[Pat],
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<Option<()>> {
        let written: Vec<String> = name.split("::").map(str::to_string).collect();
        let Some(full) = self.json_variant_path(&written) else {
            return Ok(None);
        };
        let Some((ty, field)) = variant_field(&full) else {
            return Ok(None);
        };
        self.pattern_type(pat.span, expected, &ty)?;
        // What such a pattern binds is a copy of the part: a `&mut` into it would change the
        // copy, not the value.
        if fields.iter().any(|field| binds(field, mode == Some(true))) {
            return Err(ScriptError::new(
                pat.span,
                format!("binding a part of a serde_json value mutably in `{name}(…)` is not supported by bufscope yet"),
            )
            .with_help("match a `&` of the value, or change it with `as_object_mut()`, `as_array_mut()`…"));
        }
        match (field, fields) {
            (None, []) => Ok(Some(())),
            (Some(field), [pattern]) => {
                self.pattern(pattern, &field, mode, bindings)?;
                Ok(Some(()))
            }
            _ => Err(ScriptError::new(
                pat.span,
                format!("this pattern of `{name}` is not supported by bufscope"),
            )
            .with_help("a tuple variant of serde_json's takes one pattern, `Value::Null` none")),
        }
    }

    /// Whether the patterns cover every variant of `serde_json::Value` or `Entry` (each with
    /// a pattern taking any value); `None` for other types. A variant left out is "cannot
    /// check", never an error code.
    pub(super) fn missing_json(&self, patterns: &[&Pat], type_name: &str) -> Option<Coverage> {
        let (prefix, variants) = match type_name {
            "JsonValue" => ("serde_json::Value::", VALUE_VARIANTS),
            "JsonEntry" => ("serde_json::map::Entry::", ENTRY_VARIANTS),
            _ => return None,
        };
        let covers = |variant: &str| {
            patterns.iter().any(|pat| match &pat.kind {
                PatKind::Variant { name, fields, .. } => {
                    let written: Vec<String> = name.split("::").map(str::to_string).collect();
                    self.json_variant_path(&written)
                        .is_some_and(|full| full == format!("{prefix}{variant}"))
                        && fields.iter().all(irrefutable)
                }
                _ => false,
            })
        };
        Some(if variants.iter().all(|variant| covers(variant)) {
            Coverage::Full
        } else {
            Coverage::Unknown
        })
    }
}

/// Whether `pat` binds a `&mut` to a part of what it matches: any name once matched through a
/// `&mut` (`through_mut`), or a `ref mut` name.
fn binds(pat: &Pat, through_mut: bool) -> bool {
    match &pat.kind {
        PatKind::Binding {
            by_ref,
            mutable,
            sub,
            ..
        } => {
            through_mut
                || (*by_ref && *mutable)
                || sub.as_deref().is_some_and(|s| binds(s, through_mut))
        }
        PatKind::Tuple(items) | PatKind::Or(items) => items.iter().any(|p| binds(p, through_mut)),
        PatKind::Variant { fields, .. } => fields.iter().any(|p| binds(p, through_mut)),
        PatKind::Struct { fields, .. } => fields.iter().any(|(_, p)| binds(p, through_mut)),
        PatKind::Ref(inner) => binds(inner, false),
        PatKind::Slice {
            before,
            rest,
            after,
        } => {
            rest.as_ref().is_some_and(Option::is_some)
                || PatKind::slice_items(before, after).any(|p| binds(p, through_mut))
        }
        _ => false,
    }
}
