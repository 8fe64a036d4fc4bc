//! `Default::default()` as the checker resolves it: the value a type's default is
//! ([`DefaultOf`]), for `Point::default()` of a `#[derive(Default)]` struct, for
//! `Default::default()` where the type is known, for `unwrap_or_default`'s fallback, and for
//! what an entry's `or_default` inserts.

use super::super::error::ScriptError;
use super::super::ir::{DefaultOf, IntTy};
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site, is_list};
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// The default of `ty`, if bufscope can make it (std's types, and the script's structs
    /// that derive `Default`); `None` for anything else (a hand-written `impl Default`).
    pub(super) fn default_of(&mut self, ty: &Ty) -> Option<DefaultOf> {
        let ty = self.infer.resolve(ty);
        Some(match &ty {
            Ty::Unit => DefaultOf::Unit,
            Ty::Bool => DefaultOf::Bool,
            Ty::Int(int) => DefaultOf::Int(*int),
            Ty::IntVar(_) => DefaultOf::Int(IntTy::Default),
            Ty::Float(false) => DefaultOf::F32,
            Ty::Float(_) | Ty::FloatVar(_) => DefaultOf::Float,
            Ty::Char => DefaultOf::Char,
            Ty::Tuple(items) => DefaultOf::Tuple(
                items
                    .iter()
                    .map(|item| self.default_of(item))
                    .collect::<Option<_>>()?,
            ),
            Ty::Adt(name, args) => match name.as_str() {
                "String" => DefaultOf::String,
                "Vec" if is_list(&ty) => DefaultOf::List,
                "Vec" if matches!(args.first(), Some(Ty::Int(IntTy::U8))) => DefaultOf::Bytes,
                "VecDeque" => DefaultOf::List,
                "Option" => DefaultOf::None,
                "HashMap" => DefaultOf::Map(false),
                "BTreeMap" => DefaultOf::Map(true),
                "HashSet" => DefaultOf::Set(false),
                "BTreeSet" => DefaultOf::Set(true),
                _ => {
                    let index = self.items.type_index(name)?;
                    if let Some(function) = self.items.impl_of_default(&ty) {
                        return Some(DefaultOf::Script(function));
                    }
                    let user = self.items.types[index].clone();
                    if user.variants.is_some() || !user.derives.iter().any(|d| d == "Default") {
                        return None;
                    }
                    let fields = user
                        .fields
                        .iter()
                        .map(|(_, field)| self.default_of(field))
                        .collect::<Option<_>>()?;
                    DefaultOf::Struct(index, fields)
                }
            },
            _ => return None,
        })
    }

    /// `T::default()` / `Default::default()` at `site`, of type `ty`: rewritten into the
    /// value, or "not supported" where bufscope cannot make it.
    pub(super) fn default_call(&mut self, ty: &Ty, site: usize, span: Span) -> Checked<Ty> {
        match self.default_of(ty) {
            Some(value) => {
                self.rewrites.push(Rewrite {
                    expr: site,
                    site: Site::Default(value),
                });
                Ok(self.infer.resolve(ty))
            }
            None => Err(ScriptError::new(
                span,
                format!(
                    "`Default::default()` of `{}` is not supported by bufscope yet",
                    self.infer.resolve(ty)
                ),
            )
            .with_help("std's types and the script's `#[derive(Default)]` structs have it")),
        }
    }

    /// `Point::default()` of the script's `#[derive(Default)]` struct, `String::default()`,
    /// `Default::default()` of a known type; `None`: another call (a hand-written
    /// `impl Default` is the script's own function).
    pub(super) fn default_path_call(
        &mut self,
        written: &[String],
        args: &[super::super::ir::Expr],
        expected: Option<&Ty>,
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        // `User::deserialize(&mut de)`: another derived trait's associated function.
        if let Some(ty) = self.deserialize_path_call(written, args, span, site)? {
            return Ok(Some(ty));
        }
        let [type_path @ .., last] = written else {
            return Ok(None);
        };
        if last != "default" || !args.is_empty() || type_path.is_empty() {
            return Ok(None);
        }
        let ty = if let Some(index) = self.script_type(type_path) {
            let user = self.items.types[index].clone();
            let self_ty = Ty::adt(&user.name, Vec::new());
            let written_by_hand = self.items.impls.iter().any(|imp| {
                imp.self_ty == self_ty
                    && imp
                        .methods
                        .iter()
                        .any(|m| m.name == "default" && m.script_fn.is_some())
            });
            if written_by_hand || !user.derives.iter().any(|d| d == "Default") {
                return Ok(None);
            }
            self_ty
        } else {
            let Some(full) = self.imports.full_path(written) else {
                return Ok(None);
            };
            if full == "std::default::Default::default" {
                expected.cloned().unwrap_or_else(|| self.infer.fresh())
            } else {
                let owner = full.trim_end_matches("::default");
                let Some(decl) = super::super::surface::surface().type_by_path(owner) else {
                    return Ok(None);
                };
                let params = decl.params.len();
                Ty::Adt(
                    decl.name.clone(),
                    (0..params).map(|_| self.infer.fresh()).collect(),
                )
            }
        };
        if let Some(expected) = expected
            && self.infer.probe_unify(&ty, expected)
        {
            self.infer.unify(&ty, expected);
        }
        self.default_call(&ty, site, span).map(Some)
    }

    /// `x.unwrap_or_default()` and `entry.or_default()` (already typed, giving `ret`: the
    /// value, or `&mut` to it): rewritten into `unwrap_or`/`or_insert` of the default of the
    /// value's type, which must be known here.
    pub(super) fn with_default(
        &mut self,
        method: &str,
        ret: &Ty,
        expected: Option<&Ty>,
        site: usize,
        span: Span,
    ) -> Checked<()> {
        if !matches!(method, "unwrap_or_default" | "or_default") {
            return Ok(());
        }
        let (taking, value_ty) = match (method, self.infer.resolve(ret)) {
            ("unwrap_or_default", ret) => {
                if let Some(expected) = expected
                    && self.infer.probe_unify(&ret, expected)
                {
                    self.infer.unify(&ret, expected);
                }
                ("unwrap_or", ret)
            }
            ("or_default", Ty::Ref { to, .. }) => ("or_insert", *to),
            _ => return Ok(()),
        };
        let Some(value) = self.default_of(&value_ty) else {
            return Err(ScriptError::new(
                span,
                format!(
                    "`{method}` of `{}` is not supported by bufscope yet",
                    self.infer.resolve(ret)
                ),
            )
            .with_help("std's types and the script's `#[derive(Default)]` structs have a default; give the value's type where bufscope can see it"));
        };
        if value.runs_script() {
            // `unwrap_or_default` calls `default()` only for a `None`; the rewrite into
            // `unwrap_or` would run the script's `default` every time.
            return Err(ScriptError::new(
                span,
                format!(
                    "`{method}` of a type with its own `impl Default` is not supported by bufscope yet"
                ),
            )
            .with_help("match the value, or write `unwrap_or_else(T::default)`"));
        }
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::WithDefault(taking, value),
        });
        Ok(())
    }

    /// `mem::take(&mut x)` of type `ty`: given the default it leaves behind (see
    /// [`Site::TakeDefault`]), or "not supported" where bufscope cannot make it.
    pub(super) fn take_default(&mut self, ty: &Ty, site: usize, span: Span) -> Checked<()> {
        let Some(value) = self.default_of(ty) else {
            return Err(ScriptError::new(
                span,
                format!(
                    "`mem::take` of `{}` is not supported by bufscope yet",
                    self.infer.resolve(ty)
                ),
            )
            .with_help("std's types and the script's `#[derive(Default)]` structs have a default; `mem::replace` takes any value"));
        };
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::TakeDefault(value),
        });
        Ok(())
    }
}
