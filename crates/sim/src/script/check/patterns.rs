//! `match` (and the `if let`, `while let` lowered to it) and the patterns of `let`: typed
//! against the scrutinee with rustc's default binding modes, bindings declared, arms' flows
//! merged, and exhaustiveness checked for the types whose values the subset has.

use super::super::error::ScriptError;
use super::super::ir::{Arm, Expr, IntTy, Literal, Pat, PatKind};
use super::super::ty::Ty;
use super::flow::Flow;
use super::{Checked, Checker};
use crate::trace::Span;

/// A name a pattern binds.
#[derive(Debug, Clone)]
pub(super) struct Binding {
    pub(super) name: String,
    pub(super) ty: Ty,
    pub(super) mutable: bool,
    /// It takes a non-`Copy` value out of the scrutinee.
    pub(super) moves: bool,
    pub(super) span: Span,
}

impl Checker<'_> {
    pub(super) fn match_expr(
        &mut self,
        scrutinee: &Expr,
        arms: &[Arm],
        expected: Option<&Ty>,
        (span, site): (Span, usize),
    ) -> Checked<Ty> {
        let scrutinee_ty = self.expr(scrutinee, None)?;
        let mut arm_bindings = Vec::new();
        for arm in arms {
            let mut bindings = Vec::new();
            self.pattern(&arm.pat, &scrutinee_ty, None, &mut bindings)?;
            self.borrow_for_ref_mut(&arm.pat, scrutinee, &bindings)?;
            arm_bindings.push(bindings);
        }
        if arm_bindings.iter().flatten().any(|b| b.moves) {
            let ty = self.infer.resolve(&scrutinee_ty);
            self.move_out_of_place(scrutinee, &ty)?;
        } else {
            self.rewrites.push(super::rewrites::Rewrite {
                expr: site,
                site: super::rewrites::Site::MatchKeeps,
            });
        }
        self.exhaustive(arms, &scrutinee_ty, span)?;
        let before = self.flow.clone();
        let mut after = Flow::unreachable();
        let mut result: Option<Ty> = None;
        let lent = self.iterator_origins(scrutinee, true);
        for (arm, bindings) in arms.iter().zip(arm_bindings) {
            self.flow = before.clone();
            self.scopes.push(Vec::new());
            self.declare_bindings(bindings, &arm.pat, &lent, None);
            self.lend_to_ref_bindings(&arm.pat, scrutinee);
            if let Some(guard) = &arm.guard {
                self.expect_type(guard, &Ty::Bool)?;
            }
            let expected_arm = result.clone().or_else(|| expected.cloned());
            let ty = self.value(&arm.body, expected_arm.as_ref())?;
            // An arm whose type is still being inferred takes the type the `match` is
            // expected to have, as rustc coerces each arm to it (`let n: u8 = match
            // x.try_into() { Ok(n) => n, Err(e) => … }` knows `e`'s type in the next arm).
            if let Some(expected) = expected
                && self.infer.resolve(&ty).has_unknowns()
                && !self.infer.resolve(expected).has_unknowns()
                && self.infer.probe_unify(&ty, expected)
            {
                self.infer.unify(&ty, expected);
            }
            if let Some(ended) = self.scopes.pop() {
                self.end_loans(&ended);
            }
            let arm_flow = std::mem::take(&mut self.flow);
            after = after.merge(arm_flow);
            match (&result, self.infer.shallow(&ty)) {
                (_, Ty::Never) => {}
                (None, _) => result = Some(ty),
                (Some(first), _) => {
                    let first = first.clone();
                    if !self.infer.coerce(&ty, &first) {
                        return Err(ScriptError::rustc(
                            "E0308",
                            arm.body.span,
                            "`match` arms have incompatible types",
                        )
                        .with_help(format!(
                            "expected `{}`, found `{}`",
                            self.infer.resolve(&first),
                            self.infer.resolve(&ty)
                        )));
                    }
                }
            }
        }
        self.flow = after;
        Ok(result.unwrap_or(Ty::Never))
    }

    /// Moves out of the place a `match` takes by value.
    pub(super) fn move_out_of_place(&mut self, scrutinee: &Expr, ty: &Ty) -> Checked<()> {
        if self.infer.is_copy(ty) {
            return Ok(());
        }
        self.move_out_of(scrutinee, ty)
    }

    /// Checks `pat` against a value of type `expected`; `mode` is the default binding mode
    /// (`Some(mutable)` once a reference was matched through).
    pub(super) fn pattern(
        &mut self,
        pat: &Pat,
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<()> {
        let shallow = self.infer.shallow(expected);
        // Matching a reference with a non-reference pattern matches through it. A string
        // literal is a `&str` itself: it matches a `&str` as it is (and a `&&str` not at all).
        // Each case of an or-pattern decides for itself (`"get" | "put"` on a `&str`).
        if let Ty::Ref { mutable, to } = &shallow
            && !matches!(
                pat.kind,
                PatKind::Wild
                    | PatKind::Binding { .. }
                    | PatKind::Ref(_)
                    | PatKind::Lit(Literal::Str(_))
                    | PatKind::Or(_)
            )
        {
            let mode = Some(mode.unwrap_or(*mutable) && *mutable);
            return self.pattern(pat, to, mode, bindings);
        }
        if self.address_pattern(pat, expected, mode, bindings)?
            || self.reverse_pattern(pat, expected, mode, bindings)?
        {
            return Ok(());
        }
        match &pat.kind {
            PatKind::Wild => Ok(()),
            PatKind::Binding {
                name,
                mutable,
                by_ref,
                sub,
            } => {
                let imported = self.imported_variant(std::slice::from_ref(name));
                // `Nil` after `use List::*;` is the unit variant, not a new binding.
                if sub.is_none()
                    && let Some(path) = &imported
                    && self.is_unit_variant(path)
                {
                    // Matched through references, as any variant pattern is.
                    let (mut expected, mut mode) = (expected.clone(), mode);
                    while let Ty::Ref { mutable, to } = self.infer.shallow(&expected) {
                        mode = Some(mode.unwrap_or(mutable) && mutable);
                        expected = *to;
                    }
                    return self.variant_pattern(
                        pat,
                        &path.join("::"),
                        &[],
                        &expected,
                        mode,
                        bindings,
                    );
                }
                // `Equal` after `use std::cmp::Ordering::Equal;` (or `::*`) is the variant.
                if sub.is_none()
                    && let Some(std_variant) = self.imports.std_variant_named(name)
                {
                    return self.std_unit_variant(pat, std_variant, expected);
                }
                // A name a glob of the script's enum does not bring (no such variant) is a
                // binding; one a `use` of something else may bring is refused.
                let known_enums = self
                    .imports
                    .script_paths(name)
                    .iter()
                    .all(|path| self.script_type(&path[..path.len() - 1]).is_some());
                if !known_enums {
                    self.imports.no_variant_brought(name, pat.span)?;
                } else if imported.is_some() {
                    return Err(super::names::brought_by_use(name, pat.span));
                }
                if *by_ref && mode.is_some() {
                    // Edition 2024: `ref` and `ref mut` only where the pattern binds by value.
                    return Err(ScriptError::new(
                        pat.span,
                        "cannot explicitly borrow within an implicitly-borrowing pattern",
                    )
                    .with_help(
                        "this pattern already binds a reference to what it matches through `&`: \
                         remove `ref`/`ref mut`",
                    ));
                }
                if let Some(sub) = sub {
                    self.pattern(sub, expected, mode, bindings)?;
                }
                let (ty, moves) = match (mode, by_ref) {
                    (Some(m), _) => (Ty::reference(m, expected.clone()), false),
                    (None, true) => (Ty::reference(*mutable, expected.clone()), false),
                    (None, false) => (expected.clone(), !self.infer.is_copy(expected)),
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
                    mutable: *mutable && !by_ref,
                    moves,
                    span: pat.span,
                });
                Ok(())
            }
            PatKind::Lit(literal) => {
                let ty = match literal {
                    Literal::Int { .. } | Literal::Float(_) => {
                        self.literal(literal, Some(expected), pat.span, false, None)
                    }
                    other => self.literal(other, None, pat.span, false, None),
                };
                self.pattern_type(pat.span, expected, &ty)
            }
            PatKind::Range { start, end, .. } => {
                for bound in [start, end].into_iter().flatten() {
                    let ty = self.literal(bound, Some(expected), pat.span, false, None);
                    self.pattern_type(pat.span, expected, &ty)?;
                }
                Ok(())
            }
            // `()` is the unit type's pattern, not an empty tuple's.
            PatKind::Tuple(items) if items.is_empty() => {
                self.pattern_type(pat.span, expected, &Ty::Unit)
            }
            PatKind::Tuple(items) => {
                let tys: Vec<Ty> = items.iter().map(|_| self.infer.fresh()).collect();
                self.pattern_type(pat.span, expected, &Ty::Tuple(tys.clone()))?;
                for (item, ty) in items.iter().zip(&tys) {
                    self.pattern(item, ty, mode, bindings)?;
                }
                Ok(())
            }
            PatKind::Variant { name, fields, .. }
                if !matches!(name.as_str(), "Some" | "None" | "Ok" | "Err") =>
            {
                self.variant_pattern(pat, name, fields, expected, mode, bindings)
            }
            PatKind::Struct {
                path, fields, rest, ..
            } => self.struct_pattern(pat, path, fields, *rest, expected, mode, bindings),
            PatKind::Variant { name, fields, .. } => {
                let (enum_ty, field_tys) = match name.as_str() {
                    "Some" | "None" => {
                        let item = self.infer.fresh();
                        (Ty::option(item.clone()), vec![item])
                    }
                    _ => {
                        let (ok, err) = (self.infer.fresh(), self.infer.fresh());
                        let field = if name == "Ok" {
                            ok.clone()
                        } else {
                            err.clone()
                        };
                        (Ty::result(ok, err), vec![field])
                    }
                };
                self.pattern_type(pat.span, expected, &enum_ty)?;
                let arity = if name == "None" { 0 } else { 1 };
                if fields.len() != arity {
                    return Err(ScriptError::rustc(
                        if name == "None" { "E0532" } else { "E0023" },
                        if name == "None" {
                            pat.span
                        } else {
                            fields_span(pat, fields)
                        },
                        format!(
                            "this pattern has {} field{}, but the corresponding variant has {arity} field{}",
                            fields.len(),
                            if fields.len() == 1 { "" } else { "s" },
                            if arity == 1 { "" } else { "s" }
                        ),
                    ));
                }
                for (field, ty) in fields.iter().zip(&field_tys) {
                    self.pattern(field, ty, mode, bindings)?;
                }
                Ok(())
            }
            PatKind::Or(cases) => {
                let mut first: Option<Vec<String>> = None;
                let start = bindings.len();
                for case in cases {
                    let mut own = Vec::new();
                    self.pattern(case, expected, mode, &mut own)?;
                    let mut names: Vec<String> = own.iter().map(|b| b.name.clone()).collect();
                    names.sort();
                    match &first {
                        None => {
                            first = Some(names);
                            bindings.extend(own);
                        }
                        Some(first) if *first != names => {
                            return Err(ScriptError::rustc(
                                "E0408",
                                case.span,
                                "a variable is not bound in all patterns",
                            ));
                        }
                        Some(_) => {
                            for binding in own {
                                if let Some(earlier) =
                                    bindings[start..].iter().find(|b| b.name == binding.name)
                                {
                                    let earlier = earlier.ty.clone();
                                    self.pattern_type(case.span, &earlier, &binding.ty)?;
                                }
                            }
                        }
                    }
                }
                Ok(())
            }
            PatKind::Slice {
                before,
                rest,
                after,
            } => self.slice_pattern(pat, (before, rest, after), expected, mode, bindings),
            PatKind::Ref(inner) => {
                let to = self.infer.fresh();
                self.pattern_type(pat.span, expected, &Ty::reference(false, to.clone()))?;
                let start = bindings.len();
                self.pattern(inner, &to, None, bindings)?;
                // `&name` binds a copy of what the reference points at: a value that is not
                // `Copy` would be moved out from behind it.
                if bindings[start..].iter().any(|b| b.moves) {
                    return Err(ScriptError::rustc(
                        "E0507",
                        pat.span,
                        "cannot move out of a shared reference",
                    ));
                }
                Ok(())
            }
        }
    }

    pub(super) fn pattern_type(&mut self, span: Span, expected: &Ty, found: &Ty) -> Checked<()> {
        if self.infer.unify(expected, found) {
            Ok(())
        } else {
            Err(
                ScriptError::rustc("E0308", span, "mismatched types").with_help(format!(
                    "this pattern matches `{}`, but the value is `{}`",
                    self.infer.resolve(found),
                    self.infer.resolve(expected)
                )),
            )
        }
    }

    /// E0004 when some value of the scrutinee's type matches no arm.
    fn exhaustive(&mut self, arms: &[Arm], ty: &Ty, span: Span) -> Checked<()> {
        let patterns: Vec<&Pat> = arms
            .iter()
            .filter(|arm| arm.guard.is_none())
            .map(|arm| &arm.pat)
            .collect();
        match self.missing(&patterns, ty) {
            Coverage::Full => Ok(()),
            Coverage::Missing(example) => Err(ScriptError::rustc(
                "E0004",
                span,
                format!("non-exhaustive patterns: `{example}` not covered"),
            )
            .with_help("add an arm for it, or a `_ =>` arm")),
            Coverage::Unknown => Err(ScriptError::new(
                span,
                "bufscope cannot check that this `match` covers every value yet",
            )
            .with_help("end it with a `_ =>` arm")),
        }
    }

    /// Which value of `ty` no pattern covers.
    pub(super) fn missing(&mut self, patterns: &[&Pat], ty: &Ty) -> Coverage {
        let flat: Vec<&Pat> = patterns.iter().flat_map(|p| flatten(p)).collect();
        if flat.iter().any(|p| irrefutable(p)) {
            return Coverage::Full;
        }
        let shallow = self.infer.shallow(ty);
        match shallow {
            Ty::Ref { to, .. } => {
                let inner: Vec<&Pat> = flat.iter().map(|p| through_ref(p)).collect();
                self.missing(&inner, &to)
            }
            Ty::Bool => {
                let has = |value: bool| {
                    flat.iter()
                        .any(|p| matches!(p.kind, PatKind::Lit(Literal::Bool(b)) if b == value))
                };
                match (has(true), has(false)) {
                    (true, true) => Coverage::Full,
                    (false, _) => Coverage::Missing("true".into()),
                    (_, false) => Coverage::Missing("false".into()),
                }
            }
            Ty::Adt(name, args) if name == "Option" || name == "Result" => {
                let variants: &[&str] = if name == "Option" {
                    &["Some", "None"]
                } else {
                    &["Ok", "Err"]
                };
                for (index, variant) in variants.iter().enumerate() {
                    let fields: Vec<&Pat> = flat
                        .iter()
                        .filter_map(|p| match &p.kind {
                            PatKind::Variant { name, fields, .. } if name == variant => {
                                Some(fields.first().unwrap_or(p))
                            }
                            _ => None,
                        })
                        .collect();
                    let has_variant = flat.iter().any(
                        |p| matches!(&p.kind, PatKind::Variant { name, .. } if name == variant),
                    );
                    if !has_variant {
                        return Coverage::Missing(if *variant == "None" {
                            "None".into()
                        } else {
                            format!("{variant}(_)")
                        });
                    }
                    if *variant == "None" {
                        continue;
                    }
                    let field_ty = args.get(if name == "Result" { index } else { 0 }).cloned();
                    match field_ty.map(|t| self.missing(&fields, &t)) {
                        Some(Coverage::Missing(inner)) => {
                            return Coverage::Missing(format!("{variant}({inner})"));
                        }
                        Some(Coverage::Unknown) | None => return Coverage::Unknown,
                        Some(Coverage::Full) => {}
                    }
                }
                Coverage::Full
            }
            Ty::Int(_) | Ty::IntVar(_) | Ty::Char | Ty::Str | Ty::Float(_) | Ty::FloatVar(_)
                if !flat.iter().any(|p| matches!(p.kind, PatKind::Range { .. })) =>
            {
                Coverage::Missing("_".into())
            }
            Ty::Adt(name, _) if let Some(coverage) = self.missing_user(&flat, &name) => coverage,
            Ty::Adt(name, _) if name == "SocketAddr" || name == "IpAddr" => {
                self.missing_address(&flat, &name)
            }
            Ty::Adt(name, _) if let Some(coverage) = self.missing_json(&flat, &name) => coverage,
            Ty::Adt(name, _) if name == "Ordering" => {
                let has = |o: std::cmp::Ordering| {
                    flat.iter().any(|p| {
                        matches!(&p.kind, PatKind::Variant { name, .. }
                            if super::super::cmp_ordering::named(name) == Some(o))
                    })
                };
                use std::cmp::Ordering::{Equal, Greater, Less};
                match [Less, Equal, Greater].into_iter().find(|o| !has(*o)) {
                    Some(o) => Coverage::Missing(format!("std::cmp::Ordering::{o:?}")),
                    None => Coverage::Full,
                }
            }
            Ty::Adt(name, args) if name == "Reverse" && args.len() == 1 => {
                self.missing_reverse(&flat, &args[0])
            }
            Ty::Slice(item) => self.missing_slice(&flat, &item, None),
            Ty::Array(item, Some(n)) => self.missing_slice(&flat, &item, Some(n)),
            // `io::ErrorKind` is `#[non_exhaustive]`: only `_` covers the rest.
            Ty::Adt(name, _) if name == "ErrorKind" => Coverage::Missing("_".into()),
            Ty::Int(IntTy::U8) => Coverage::Unknown,
            _ => Coverage::Unknown,
        }
    }
}

#[derive(Debug)]
pub(super) enum Coverage {
    Full,
    Missing(String),
    Unknown,
}

/// The pattern under a `&`.
fn through_ref(pat: &Pat) -> &Pat {
    match &pat.kind {
        PatKind::Ref(inner) => inner,
        _ => pat,
    }
}

/// The alternatives of or-patterns, flattened.
fn flatten(pat: &Pat) -> Vec<&Pat> {
    match &pat.kind {
        PatKind::Or(cases) => cases.iter().flat_map(flatten).collect(),
        _ => vec![pat],
    }
}

/// A pattern every value matches.
pub(super) fn irrefutable(pat: &Pat) -> bool {
    match &pat.kind {
        PatKind::Wild => true,
        PatKind::Binding { sub, .. } => sub.as_deref().is_none_or(irrefutable),
        PatKind::Tuple(items) => items.iter().all(irrefutable),
        PatKind::Ref(inner) => irrefutable(inner),
        PatKind::Or(cases) => cases.iter().any(irrefutable),
        // std's `Reverse(p)`, as it may be written (`reverse_patterns.rs` resolves the name).
        PatKind::Variant { name, fields, .. }
            if matches!(
                name.as_str(),
                "Reverse" | "cmp::Reverse" | "std::cmp::Reverse"
            ) =>
        {
            fields.iter().all(irrefutable)
        }
        // A struct's pattern (one segment: not an enum's variant) that takes any field value.
        PatKind::Struct { path, fields, .. } => {
            path.len() == 1 && fields.iter().all(|(_, f)| irrefutable(f))
        }
        _ => false,
    }
}

/// Where rustc's E0023 points: at the pattern's last field, which its label ("expected 1
/// field, found 2") is on (the pattern itself if it has none).
pub(super) fn fields_span(pat: &Pat, fields: &[Pat]) -> Span {
    fields.last().map_or(pat.span, |field| field.span)
}

impl Checker<'_> {
    /// A bare name a `use` of std makes a unit variant (see `Imports::std_variant_named`):
    /// matched as the variant's path, of its enum's type; a variant of another std enum is
    /// not supported.
    fn std_unit_variant(
        &mut self,
        pat: &Pat,
        variant: Result<String, ()>,
        expected: &Ty,
    ) -> Checked<()> {
        let (path, ty) = std_variant_or_refusal(variant, pat.span)?;
        let mut expected = expected.clone();
        while let Ty::Ref { to, .. } = self.infer.shallow(&expected) {
            expected = *to;
        }
        if !self.infer.unify(&expected, &ty) {
            return Err(self.mismatch(pat.span, &expected, &ty));
        }
        self.rewrites.push(super::rewrites::Rewrite {
            expr: std::ptr::from_ref::<Pat>(pat) as usize,
            site: super::rewrites::Site::StdUnitVariant(path),
        });
        Ok(())
    }

    /// The same name as a value (`let o = Less;`): the variant, rewritten at `site`.
    pub(super) fn std_unit_variant_value(
        &mut self,
        variant: Result<String, ()>,
        span: Span,
        site: usize,
    ) -> Checked<Ty> {
        let (path, ty) = std_variant_or_refusal(variant, span)?;
        self.rewrites.push(super::rewrites::Rewrite {
            expr: site,
            site: super::rewrites::Site::StdUnitVariant(path),
        });
        Ok(ty)
    }
}

/// The variant's path and its enum's type, or the refusal of another std enum's variant.
fn std_variant_or_refusal(variant: Result<String, ()>, span: Span) -> Checked<(String, Ty)> {
    let Ok(path) = variant else {
        return Err(ScriptError::new(
            span,
            "a variant of this std enum named by a `use` is not supported by bufscope yet",
        )
        .with_help("write the enum's name before it (`Shutdown::Both`)"));
    };
    let enum_name = path.split("::").next().unwrap_or_default();
    let ty = Ty::adt(enum_name, Vec::new());
    Ok((path, ty))
}
