//! Slice patterns (`[a, b]`, `[first, rest @ ..]`, `[.., last]`) of slices and arrays: typed
//! as rustc types them, and whether a `match` of them covers every length.

use super::super::error::ScriptError;
use super::super::ir::{Pat, PatKind};
use super::super::ty::Ty;
use super::patterns::{Binding, Coverage, irrefutable};
use super::{Checked, Checker};

/// A slice pattern's parts: the items before `..`, `..` and its binding, the items after.
pub(super) type SliceParts<'p> = (&'p [Pat], &'p Option<Option<String>>, &'p [Pat]);

impl Checker<'_> {
    /// `[…]` against a value of type `expected` (references already matched through: `mode`).
    pub(super) fn slice_pattern(
        &mut self,
        pat: &Pat,
        (before, rest, after): SliceParts<'_>,
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<()> {
        let written = before.len() + after.len();
        let (item, length) = match self.infer.shallow(expected) {
            Ty::Slice(item) => (*item, None),
            Ty::Array(item, length) => (*item, length),
            Ty::Var(_) => {
                return Err(ScriptError::rustc("E0282", pat.span, "type annotations needed")
                    .with_help("give the value a type: a slice pattern needs to know it matches a slice or an array"));
            }
            other => {
                return Err(ScriptError::rustc(
                    "E0529",
                    pat.span,
                    format!(
                        "expected an array or slice, found `{}`",
                        self.infer.resolve(&other)
                    ),
                )
                .with_help("match a vector as a slice: `v.as_slice()` or `&v[..]`"));
            }
        };
        if mode == Some(true) || PatKind::slice_items(before, after).any(Pat::binds_ref_mut) {
            return Err(ScriptError::new(
                pat.span,
                "a slice pattern through `&mut` or with `ref mut` is not supported by bufscope yet",
            )
            .with_help("index the slice (`s[0]`), or match a shared reference to it"));
        }
        match (length, rest) {
            (Some(n), None) if n != written as u64 => {
                return Err(ScriptError::rustc(
                    "E0527",
                    pat.span,
                    format!("pattern requires {written} elements but array has {n}"),
                ));
            }
            (Some(n), Some(_)) if (written as u64) > n => {
                return Err(ScriptError::rustc(
                    "E0528",
                    pat.span,
                    format!("pattern requires at least {written} elements but array has {n}"),
                ));
            }
            _ => {}
        }
        for part in before.iter().chain(after) {
            self.pattern(part, &item, mode, bindings)?;
        }
        if let Some(Some(name)) = rest {
            // What `..` stands for: a slice (an array of the rest's length, by value).
            let rest_ty = match length {
                Some(n) => Ty::Array(Box::new(item.clone()), Some(n - written as u64)),
                None => Ty::Slice(Box::new(item.clone())),
            };
            let (ty, moves) = match mode {
                Some(m) => (Ty::reference(m, rest_ty), false),
                None => {
                    let moves = !self.infer.is_copy(&rest_ty);
                    (rest_ty, moves)
                }
            };
            if bindings.iter().any(|b| b.name == *name) {
                return Err(ScriptError::rustc(
                    "E0416",
                    pat.span,
                    format!("identifier `{name}` is bound more than once in the same pattern"),
                ));
            }
            bindings.push(Binding {
                name: name.clone(),
                ty,
                mutable: false,
                moves,
                span: pat.span,
            });
        }
        Ok(())
    }

    /// Which length of a slice (or which array) no slice pattern covers. Only patterns whose
    /// items each cover every `item` value are counted; with others about, an uncovered
    /// length is unknown.
    pub(super) fn missing_slice(
        &mut self,
        patterns: &[&Pat],
        item: &Ty,
        length: Option<u64>,
    ) -> Coverage {
        let mut exact = Vec::new();
        let mut at_least: Option<usize> = None;
        let mut refutable_items = false;
        for pat in patterns {
            let PatKind::Slice {
                before,
                rest,
                after,
            } = &pat.kind
            else {
                continue;
            };
            let covering = PatKind::slice_items(before, after)
                .all(|p| irrefutable(p) || matches!(self.missing(&[p], item), Coverage::Full));
            if !covering {
                refutable_items = true;
                continue;
            }
            let written = before.len() + after.len();
            match rest {
                None => exact.push(written),
                Some(_) => at_least = Some(at_least.map_or(written, |m| m.min(written))),
            }
        }
        let covers = |n: usize| exact.contains(&n) || at_least.is_some_and(|m| n >= m);
        let uncovered = match length {
            Some(n) => (!covers(n as usize)).then_some(n as usize),
            None => (0..=at_least.unwrap_or(exact.iter().max().map_or(0, |m| m + 1)))
                .find(|&n| !covers(n)),
        };
        match uncovered {
            None => Coverage::Full,
            Some(_) if refutable_items => Coverage::Unknown,
            Some(n) => {
                let items = vec!["_"; n].join(", ");
                // rustc names a gap below every `..` pattern by its length, and lengths from
                // one on with none at all as `[_, …, ..]`.
                let open = length.is_none() && at_least.is_none() && exact.iter().all(|&m| m < n);
                Coverage::Missing(match (open, n) {
                    (true, 0) => "&[..]".to_string(),
                    (true, _) => format!("&[{items}, ..]"),
                    (false, _) => format!("&[{items}]"),
                })
            }
        }
    }
}
