//! Patterns of the script's own types: enum variants (`Shape::Circle(r)`, `Color::Red`,
//! `Shape::Rect { w, h }`) and struct patterns (`Point { x, y: 0, .. }`), and which of
//! their values a `match` leaves uncovered.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, FOR_ITEM, Pat, PatKind, Shape, UnOp};
use super::super::ty::Ty;
use super::patterns::{Binding, Coverage, irrefutable};
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

impl Checker<'_> {
    /// Whether `path` names a variant of std's `cmp::Ordering` (`Ordering::Less`): E0433
    /// when `Ordering` is neither imported nor the script's own type.
    pub(super) fn std_ordering(&self, path: &str, span: crate::trace::Span) -> Checked<bool> {
        if super::super::cmp_ordering::named(path).is_none() {
            return Ok(false);
        }
        let segments: Vec<String> = path.split("::").map(str::to_string).collect();
        if self.items.get(&segments[0]).is_some() {
            return Ok(false);
        }
        match self.imports.full_path(&segments) {
            Some(full) => Ok(full.starts_with("std::cmp::Ordering::")),
            None => Err(ScriptError::rustc(
                "E0433",
                span,
                format!(
                    "failed to resolve: use of undeclared type `{}`",
                    segments[0]
                ),
            )
            .with_help("import it: `use std::cmp::Ordering;`")),
        }
    }

    /// `Enum::Variant(p, q)` or `Enum::Variant`.
    pub(super) fn variant_pattern(
        &mut self,
        pat: &Pat,
        name: &str,
        fields: &[Pat],
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<()> {
        if let Some(()) = self.json_variant_pattern(pat, name, fields, expected, mode, bindings)? {
            return Ok(());
        }
        let std_enum = if super::super::error_kind::named(name).is_some() {
            Some("ErrorKind")
        } else if self.std_ordering(name, pat.span)? {
            Some("Ordering")
        } else {
            None
        };
        if let Some(std_enum) = std_enum {
            // `ErrorKind::NotFound`, `Ordering::Less`: std's unit variants, compared with the
            // value.
            if !fields.is_empty() {
                return Err(ScriptError::rustc(
                    "E0532",
                    pat.span,
                    format!("expected tuple struct or tuple variant, found unit variant `{name}`"),
                ));
            }
            return self.pattern_type(pat.span, expected, &Ty::adt(std_enum, Vec::new()));
        }
        let segments: Vec<String> = name.split("::").map(str::to_string).collect();
        let Some((ty, index)) = self.script_variant(&segments) else {
            let (type_path, last) = segments.split_at(segments.len().saturating_sub(1));
            return Err(match self.script_type_of(type_path) {
                Some(type_name) => ScriptError::rustc(
                    "E0599",
                    pat.span,
                    format!(
                        "no variant or associated item named `{}` found for enum `{type_name}` in the current scope",
                        last.join("")
                    ),
                ),
                // A path to a constant (`i32::MAX`) or to something bufscope does not know.
                None => ScriptError::new(pat.span, "this pattern is not supported by bufscope")
                    .with_help("patterns of literals, ranges, bindings, tuples, `Some`/`None`/`Ok`/`Err`, the script's enums and structs, `|` and `@`"),
            });
        };
        let user = self.items.types[ty].clone();
        let variant = user.variants.as_ref().expect("an enum")[index].clone();
        self.pattern_type_of(pat, expected, ty)?;
        // `Parse(..)`, `Pair(a, ..)`: the fields not written are matched by `_`.
        let rest = matches!(pat.kind, PatKind::Variant { rest: true, .. });
        let parens = matches!(pat.kind, PatKind::Variant { parens: true, .. });
        let arity = variant.fields.len();
        match (variant.shape, fields.len()) {
            (Shape::Unit, _) if rest => {
                return Err(ScriptError::rustc(
                    "E0532",
                    pat.span,
                    format!("expected tuple struct or tuple variant, found unit variant `{name}`"),
                ));
            }
            (Shape::Tuple, n) if rest && n <= arity => {}
            (Shape::Named, _) => {
                return Err(ScriptError::rustc(
                    "E0532",
                    pat.span,
                    format!(
                        "expected tuple struct or tuple variant, found struct variant `{name}`"
                    ),
                )
                .with_help(format!("match its fields by name: `{name} {{ .. }}`")));
            }
            (Shape::Tuple, 0) if !parens => {
                return Err(ScriptError::rustc(
                    "E0533",
                    pat.span,
                    format!(
                        "expected unit struct, unit variant or constant, found tuple variant `{name}`"
                    ),
                ));
            }
            (_, n) if n != variant.fields.len() => {
                return Err(ScriptError::rustc(
                    "E0023",
                    super::patterns::fields_span(pat, fields),
                    format!(
                        "this pattern has {n} field{}, but the corresponding tuple variant has {} field{}",
                        if n == 1 { "" } else { "s" },
                        variant.fields.len(),
                        if variant.fields.len() == 1 { "" } else { "s" }
                    ),
                ));
            }
            _ => {}
        }
        for (field, (_, ty)) in fields.iter().zip(&variant.fields) {
            self.pattern(field, ty, mode, bindings)?;
        }
        self.rewrites.push(Rewrite {
            expr: std::ptr::from_ref::<Pat>(pat) as usize,
            site: Site::Pattern {
                variant: Some(index),
                positions: (0..if rest { arity } else { fields.len() }).collect(),
            },
        });
        Ok(())
    }

    /// `Point { x, y: 0, .. }` or `Shape::Rect { w, h }`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn struct_pattern(
        &mut self,
        pat: &Pat,
        path: &[String],
        fields: &[(String, Pat)],
        rest: bool,
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<()> {
        let shown = path.join("::");
        // `Pair(a, b)`, lowered as `Pair { 0: a, 1: b }` (a numbered field is written no other way).
        let tuple_form =
            !fields.is_empty() && fields.iter().all(|(name, _)| name.parse::<usize>().is_ok());
        let named = self.fields_of_path(path, pat.span);
        let tuple_struct = matches!(&named, Ok(n) if n.variant.is_none()
            && self.items.types[n.ty].shape == Shape::Tuple);
        // `Cons(v, rest)` after `use List::{Cons, Nil};`: a tuple variant, written by its name.
        let tuple_variant = matches!(&named, Ok(n) if n.variant.is_some_and(|v| {
            self.items.types[n.ty]
                .variants
                .as_ref()
                .is_some_and(|variants| variants[v].shape == Shape::Tuple)
        }));
        if tuple_form && !tuple_struct && !tuple_variant {
            return Err(ScriptError::new(pat.span, "this pattern is not supported by bufscope")
                .with_help("patterns of the script's tuple structs (`Pair(a, b)`), of `Some`/`None`/`Ok`/`Err` and of its enums' variants (`Shape::Circle(r)`)"));
        }
        let super::structs::NamedFields {
            ty,
            variant,
            declared,
        } = named?;
        if tuple_form && (fields.len() > declared.len() || !rest && fields.len() != declared.len())
        {
            let (n, m) = (fields.len(), declared.len());
            let plural = |k: usize| if k == 1 { "" } else { "s" };
            return Err(ScriptError::rustc(
                "E0023",
                fields.last().map_or(pat.span, |(_, field)| field.span),
                format!(
                    "this pattern has {n} field{}, but the corresponding tuple {} has {m} field{}",
                    plural(n),
                    if variant.is_some() {
                        "variant"
                    } else {
                        "struct"
                    },
                    plural(m)
                ),
            ));
        }
        let type_args = self.pattern_type_of(pat, expected, ty)?;
        let mut positions = Vec::new();
        for (name, field) in fields {
            let Some(position) = declared.iter().position(|(n, _)| n == name) else {
                return Err(ScriptError::rustc(
                    "E0026",
                    field.span,
                    format!(
                        "{} `{shown}` does not have a field named `{name}`",
                        if variant.is_some() {
                            "variant"
                        } else {
                            "struct"
                        }
                    ),
                ));
            };
            positions.push(position);
            let field_ty = declared[position].1.substitute(&type_args);
            self.pattern(field, &field_ty, mode, bindings)?;
        }
        if !rest {
            let missing = super::structs::missing_fields(&declared, &positions);
            if !missing.is_empty() {
                return Err(ScriptError::rustc(
                    "E0027",
                    pat.span,
                    format!(
                        "pattern does not mention field{} {}",
                        if missing.len() == 1 { "" } else { "s" },
                        missing.join(", ")
                    ),
                )
                .with_help("name every field, or end the pattern with `..`"));
            }
        }
        self.rewrites.push(Rewrite {
            expr: std::ptr::from_ref::<Pat>(pat) as usize,
            site: Site::Pattern { variant, positions },
        });
        Ok(())
    }

    /// `let Point { x, .. } = p;` or `let Pair(n, _) = pair;` of a place's value that is not
    /// `Copy`: rustc moves only the fields bound by value, and leaves the rest where they are;
    /// bufscope would move it whole, so it says it does not follow that yet. The place's type
    /// when it is `Copy` (the pattern takes a copy apart); `None` for any other `let`.
    pub(super) fn struct_let_from_place(&mut self, pat: &Pat, init: &Expr) -> Checked<Option<Ty>> {
        // A `for` loop's item is the loop's own.
        let loop_item = matches!(&init.kind, ExprKind::Var(v) if v == FOR_ITEM);
        // With a `ref mut` binding the struct is taken apart where it lives (a part moved
        // out beside it is refused by `borrow_for_ref_mut`).
        let in_place = pat.binds_ref_mut();
        if !matches!(pat.kind, PatKind::Struct { .. }) || loop_item || !is_place(init) || in_place {
            return Ok(None);
        }
        let ty = self.expr(init, None)?;
        if !self.infer.is_copy(&ty) {
            return Err(ScriptError::new(
                pat.span,
                "a `let` that takes apart a struct held in a variable or a field is not supported by bufscope yet",
            )
            .with_help("take the fields one by one (`let x = p.x;`), or `match` it"));
        }
        Ok(Some(ty))
    }

    fn script_type_of(&self, path: &[String]) -> Option<String> {
        self.script_type(path)
            .map(|ty| self.items.types[ty].name.clone())
    }

    /// Requires the value a pattern of the script's type `ty` matches to be of that type; its
    /// type parameters bound to the value's arguments (`T` to `String` of a `Pair<String>`).
    fn pattern_type_of(
        &mut self,
        pat: &Pat,
        expected: &Ty,
        ty: usize,
    ) -> Checked<Vec<(String, Ty)>> {
        let user = &self.items.types[ty];
        let type_name = user.name.clone();
        let params: Vec<String> = user.params.iter().map(|p| p.name.clone()).collect();
        let type_args: Vec<(String, Ty)> = params
            .into_iter()
            .map(|p| (p, self.infer.fresh()))
            .collect();
        let found = Ty::adt(
            &type_name,
            type_args.iter().map(|(_, ty)| ty.clone()).collect(),
        );
        if self.infer.unify(expected, &found) {
            return Ok(type_args);
        }
        Err(
            ScriptError::rustc("E0308", pat.span, "mismatched types").with_help(format!(
                "this pattern matches `{type_name}`, but the value is `{}`",
                self.infer.resolve(expected)
            )),
        )
    }

    /// Which value of the script's type `name` no pattern covers; `None` if it is not one.
    pub(super) fn missing_user(&mut self, flat: &[&Pat], name: &str) -> Option<Coverage> {
        let user = self.items.get(name)?.clone();
        let Some(variants) = &user.variants else {
            // A struct: covered by a pattern that takes every field whatever it holds.
            let covered = flat.iter().any(|p| match &p.kind {
                PatKind::Struct { fields, .. } => fields.iter().all(|(_, f)| irrefutable(f)),
                _ => false,
            });
            return Some(if covered {
                Coverage::Full
            } else {
                Coverage::Unknown
            });
        };
        for variant in variants {
            let matching: Vec<(&Pat, Vec<&Pat>)> = flat
                .iter()
                .filter_map(|p| match &p.kind {
                    PatKind::Variant { name, fields, .. }
                        if name.rsplit("::").next() == Some(variant.name.as_str()) =>
                    {
                        Some((*p, fields.iter().collect()))
                    }
                    PatKind::Struct { path, fields, .. }
                        if path.last().map(String::as_str) == Some(variant.name.as_str()) =>
                    {
                        Some((*p, fields.iter().map(|(_, f)| f).collect()))
                    }
                    _ => None,
                })
                .collect();
            let example = format!(
                "{}::{}{}",
                user.name,
                variant.name,
                match variant.shape {
                    Shape::Unit => String::new(),
                    Shape::Tuple => format!("({})", vec!["_"; variant.fields.len()].join(", ")),
                    Shape::Named => " { .. }".to_string(),
                }
            );
            if matching.is_empty() {
                return Some(Coverage::Missing(example));
            }
            if matching
                .iter()
                .any(|(_, fields)| fields.iter().all(|f| irrefutable(f)))
            {
                continue;
            }
            if variant.shape == Shape::Tuple && variant.fields.len() == 1 {
                let inner: Vec<&Pat> = matching
                    .iter()
                    .filter_map(|(_, f)| f.first().copied())
                    .collect();
                match self.missing(&inner, &variant.fields[0].1) {
                    Coverage::Full => continue,
                    Coverage::Missing(what) => {
                        return Some(Coverage::Missing(format!(
                            "{}::{}({what})",
                            user.name, variant.name
                        )));
                    }
                    Coverage::Unknown => return Some(Coverage::Unknown),
                }
            }
            return Some(Coverage::Unknown);
        }
        Some(Coverage::Full)
    }
}

/// Whether `expr` names storage (`p`, `self.p1`, `v[0]`, `*r`) rather than making a value.
fn is_place(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Var(_) => true,
        ExprKind::Field(base, _)
        | ExprKind::Index(base, _)
        | ExprKind::Unary(UnOp::Deref, base) => is_place(base),
        _ => false,
    }
}
